/**
 * The service worker's runtime caches, named in one place for the worker (src-sw/sw.ts) and the
 * page (which reads the API cache for the offline indicator and deletes it on sign-out).
 */
export const CACHE_NAMES = {
  /** GET /api/... answers of the signed-in user: network first, this copy when offline. */
  api: 'd742-api',
  /** Each remote's mf-manifest.json and remoteEntry.js: network first (a new version goes live). */
  remoteEntries: 'd742-remote-entries',
  /** Remote chunks and styles, content-hashed: cache first. */
  remoteChunks: 'd742-remote-chunks',
} as const;

/** Header the worker stamps on every API answer it keeps: when it was fetched (ms since epoch). */
export const SAVED_AT_HEADER = 'x-d742-saved-at';

/** What the page posts to a waiting worker to make it take over (the Update button). */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/**
 * API reads the worker keeps: everything the family reads, not the session check (offline it must
 * fail so the stored user is trusted), the push key or the administrators' pages.
 */
export function isCachedApiPath(pathname: string): boolean {
  if (!pathname.startsWith('/api/')) return false;
  return !/^\/api\/(auth|push|admin|internal)(\/|$)/.test(pathname);
}
