export const LANGUAGE_STORAGE_KEY = 'd742.language';
/**
 * The same choice as a cookie, for the server: the gateway answers a signed-out visit with the
 * sign-in page already rendered in this language (decision 031). Not secret, not httpOnly.
 */
export const LANGUAGE_COOKIE = 'd742_lang';
/** How long the language cookie lasts (seconds): the page's and the gateway's writes alike. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const SUPPORTED_LANGUAGES = ['so', 'en'] as const;
export type AppLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: AppLanguage = 'so';

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** localStorage when the runtime has one and allows it (private modes and Node may not). */
export function browserStorage(): KeyValueStorage | null {
  try {
    const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

/** The language the person chose on this device, or null when they never chose one. */
export function readStoredLanguage(): AppLanguage | null {
  try {
    const stored = browserStorage()?.getItem(LANGUAGE_STORAGE_KEY);
    return isAppLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: AppLanguage): void {
  try {
    browserStorage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage full or disabled: the choice still applies for this page session.
  }
  writeLanguageCookie(language);
}

/** The `LANGUAGE_COOKIE` of this page's cookies, or null (none, another value, or no document). */
export function readLanguageCookie(): AppLanguage | null {
  const cookies = (globalThis as { document?: { cookie?: string } }).document?.cookie ?? '';
  const value = cookies
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isAppLanguage(value) ? value : null;
}

/**
 * The language a page starts in: the one chosen on this device, else the one its cookie told the
 * server (the page the server sent is in it, decision 031), else Somali.
 */
export function startLanguage(): AppLanguage {
  return readStoredLanguage() ?? readLanguageCookie() ?? DEFAULT_LANGUAGE;
}

/** Tells the server the language of this device (a no-op outside a browser page). */
export function writeLanguageCookie(language: AppLanguage): void {
  const page = (globalThis as { document?: { cookie?: string } }).document;
  if (!page || readLanguageCookie() === language) return;
  page.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
