import type { User } from '@d742/contracts';
import type { AppLanguage } from '@d742/i18n';
import { createStore } from 'zustand';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { loadContracts } from './contracts-loader';
import { deviceChoiceWins, onLanguageChosen, useLanguage } from './language-store';
import { forgetStoredNotifications } from './live-store';
import { storeHook } from './store-hook';

export const USER_STORAGE_KEY = 'd742.user';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionState {
  user: User | null;
  status: SessionStatus;
  /** Sign-in or session check: keeps the user and settles the language (the latest choice wins). */
  setUser(user: User | null): void;
  /** Changes of the signed-in person's own account (e.g. a saved profile): no language rule. */
  updateUser(changes: Partial<User>): void;
  signOut(): Promise<void>;
  /** Reads the stored user, then asks the server whether the session cookie is still valid. */
  checkSession(): Promise<void>;
  /**
   * The page came rendered for this signed-in person (decision 034): the gateway checked the
   * session as it answered, so the first `checkSession` asks nothing.
   */
  startFromPage(user: User): void;
}

/** True from `startFromPage` until the check it stands for would have run. */
let checkedByPage = false;

async function readStoredUser(): Promise<User | null> {
  const raw = localStorage.getItem(USER_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const { userSchema } = await loadContracts();
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
    else {
      localStorage.removeItem(USER_STORAGE_KEY);
      forgetStoredNotifications();
    }
  } catch {
    // Storage disabled: the session cookie still works for this page session.
  }
}

type SignOutStep = () => Promise<void>;
const beforeSignOut = new Set<SignOutStep>();
/** Longest wait for the steps before sign-out (a slow network must not keep someone signed in). */
const SIGN_OUT_STEP_MS = 3000;

/**
 * Work that needs the session one last time before sign-out (e.g. removing this device's push
 * subscription). Steps run together, failures and slow ones are ignored. Returns an unsubscribe.
 */
export function onBeforeSignOut(step: SignOutStep): () => void {
  beforeSignOut.add(step);
  return () => beforeSignOut.delete(step);
}

async function runBeforeSignOut(): Promise<void> {
  const steps = [...beforeSignOut].map((step) => step().catch(() => undefined));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SIGN_OUT_STEP_MS);
  });
  await Promise.race([Promise.all(steps), timeout]);
  clearTimeout(timer);
}

const pendingSaves = new Set<Promise<void>>();

/** Resolves once every language save under way has ended (tests wait for it before closing their server). */
export async function accountSavesSettled(): Promise<void> {
  while (pendingSaves.size > 0) await Promise.allSettled([...pendingSaves]);
}

/** Fire and forget: a failed save only means the account keeps its older choice. */
function saveLanguageToAccount(language: AppLanguage): Promise<void> {
  const save = sendLanguage(language).finally(() => pendingSaves.delete(save));
  pendingSaves.add(save);
  return save;
}

async function sendLanguage(language: AppLanguage): Promise<void> {
  try {
    const res = await apiRequest('PATCH', '/api/user/profile', { language });
    const { profileSchema } = await loadContracts();
    const profile = profileSchema.parse(await res.json());
    useSession.getState().updateUser({
      language: profile.language,
      languageChosenAt: profile.languageChosenAt,
    });
  } catch (error) {
    console.error('Failed to save the language choice to the account', error);
  }
}

/**
 * Decision 011, the one language rule: the latest explicit choice wins. A newer device choice (or
 * an account without one) keeps the device's language and saves it to the account; otherwise the
 * account's language applies on this device.
 */
function settleLanguage(user: User): void {
  const device = useLanguage.getState();
  if (deviceChoiceWins(device.chosenAt, user.languageChosenAt)) {
    if (device.language !== user.language || !user.languageChosenAt) {
      void saveLanguageToAccount(device.language);
    }
  } else {
    device.adoptLanguage(user.language, user.languageChosenAt ?? null);
  }
}

const sessionStore = createStore<SessionState>()((set, get) => ({
  user: null,
  status: 'loading',

  setUser(user) {
    storeUser(user);
    set({ user, status: user ? 'signed-in' : 'signed-out' });
    if (user) settleLanguage(user);
  },

  updateUser(changes) {
    const { user } = get();
    if (!user) return;
    const next = { ...user, ...changes };
    storeUser(next);
    set({ user: next });
  },

  async signOut() {
    await runBeforeSignOut();
    try {
      await apiRequest('POST', '/api/auth/logout');
    } catch {
      // Signing out locally must work even when the server is unreachable.
    }
    get().setUser(null);
  },

  async checkSession() {
    if (checkedByPage) {
      checkedByPage = false;
      return;
    }
    set({ status: 'loading' });
    // Asked at once; the stored user (whose schema may still be loading) is offered meanwhile.
    const answer = apiRequest('GET', '/api/auth/session').then((res) => res.json() as unknown);
    answer.catch(() => undefined); // read below, after the stored user
    // Signed out (no stored user, 401 answer), no schema is needed: the sign-in page loads no zod.
    const stored = await readStoredUser();
    set({ user: stored });
    try {
      const body = await answer; // a 401 throws here, before any schema is fetched
      const { userSchema } = await loadContracts();
      get().setUser(userSchema.parse(body));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        get().setUser(null);
      } else {
        // Server unreachable: trust the stored user; the pages show their own errors.
        set({ user: stored, status: stored ? 'signed-in' : 'signed-out' });
      }
    }
  },

  startFromPage(user) {
    checkedByPage = true;
    get().setUser(user);
  },
}));

/** The session store as a hook; its server snapshot is the current state (store-hook.ts). */
export const useSession = storeHook(sessionStore);

// Every explicit choice made while signed in is saved to the account too.
onLanguageChosen((language) => {
  if (useSession.getState().status === 'signed-in') void saveLanguageToAccount(language);
});
