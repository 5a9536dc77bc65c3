import { useSession, type SessionState } from '@d742/platform/core';
import { CACHE_NAMES, SAVED_AT_HEADER } from './cache-names';

/** Whose answers the API cache holds (a user id), so another person never reads them. */
export const CACHE_OWNER_KEY = 'd742.offline.owner';

const hasCaches = () => typeof caches !== 'undefined';

/** Deletes the signed-in person's offline copy of their data from this device. */
export async function clearUserData(): Promise<void> {
  if (hasCaches()) await caches.delete(CACHE_NAMES.api);
}

/** When the offline copy was last refreshed from the server (ms), or null when there is none. */
export async function lastSavedAt(): Promise<number | null> {
  if (!hasCaches() || !(await caches.has(CACHE_NAMES.api))) return null;
  const cache = await caches.open(CACHE_NAMES.api);
  let latest: number | null = null;
  for (const request of await cache.keys()) {
    const saved = Number((await cache.match(request))?.headers.get(SAVED_AT_HEADER));
    if (saved > 0 && (latest === null || saved > latest)) latest = saved;
  }
  return latest;
}

function readOwner(): string | null {
  try {
    return localStorage.getItem(CACHE_OWNER_KEY);
  } catch {
    return null;
  }
}

function writeOwner(id: string | null): void {
  try {
    if (id) localStorage.setItem(CACHE_OWNER_KEY, id);
    else localStorage.removeItem(CACHE_OWNER_KEY);
  } catch {
    // Storage disabled: the cache is cleared on every change of person instead.
  }
}

/**
 * Signing out clears the offline copy; so does a different person signing in on this device (the
 * copy belongs to the id that filled it). Returns the unsubscribe.
 */
export function guardUserData(clear: () => Promise<void> = clearUserData): () => void {
  const check = ({ status, user }: Pick<SessionState, 'status' | 'user'>) => {
    if (status === 'signed-out') {
      void clear();
      writeOwner(null);
    } else if (status === 'signed-in' && user && readOwner() !== user.id) {
      void clear();
      writeOwner(user.id);
    }
  };
  check(useSession.getState());
  return useSession.subscribe((state, previous) => {
    if (state.status !== previous.status || state.user?.id !== previous.user?.id) check(state);
  });
}
