import { type User, userSchema } from '@d742/contracts';
import { create } from 'zustand';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { queryClient } from './query-client';

export const USER_STORAGE_KEY = 'd742.user';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionState {
  user: User | null;
  status: SessionStatus;
  setUser(user: User | null): void;
  signOut(): Promise<void>;
  /** Reads the stored user, then asks the server whether the session cookie is still valid. */
  checkSession(): Promise<void>;
}

function readStoredUser(): User | null {
  const raw = localStorage.getItem(USER_STORAGE_KEY);
  if (raw === null) return null;
  try {
    return userSchema.parse(JSON.parse(raw));
  } catch {
    console.error('Failed to parse stored user');
    localStorage.removeItem(USER_STORAGE_KEY);
    return null;
  }
}

function storeUser(user: User | null): void {
  try {
    if (user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage disabled: the session cookie still works for this page session.
  }
}

export const useSession = create<SessionState>()((set, get) => ({
  user: null,
  status: 'loading',

  setUser(user) {
    storeUser(user);
    set({ user, status: user ? 'signed-in' : 'signed-out' });
    if (!user) queryClient.clear();
  },

  async signOut() {
    try {
      await apiRequest('POST', '/api/auth/logout');
    } catch {
      // Signing out locally must work even when the server is unreachable.
    }
    get().setUser(null);
  },

  async checkSession() {
    const stored = readStoredUser();
    set({ user: stored, status: 'loading' });
    try {
      const res = await apiRequest('GET', '/api/auth/session');
      get().setUser(userSchema.parse(await res.json()));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        get().setUser(null);
      } else {
        // Server unreachable: trust the stored user; the pages show their own errors.
        set({ user: stored, status: stored ? 'signed-in' : 'signed-out' });
      }
    }
  },
}));

// A read answered 401 means the server session ended (expired or revoked): back to sign-in.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.action.type !== 'error') return;
  const { error } = event.action;
  if (
    error instanceof ApiError &&
    error.status === 401 &&
    useSession.getState().status === 'signed-in'
  ) {
    useSession.getState().setUser(null);
  }
});
