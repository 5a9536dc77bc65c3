/**
 * `@d742/i18n/core`: the portal's language and translations without i18next (decision 017).
 *
 * The sign-in page translates with `fixedT`, a small reader of the same i18next resources
 * (nested keys, `ns:key`, `{{name}}` interpolation and `_one`/`_other` plurals, the only features
 * our resources use; `core.test.ts` checks every key against i18next itself), and loads the
 * 'common' texts of the page's language only (`loadLanguage`; the other one when it is chosen).
 * The full `@d742/i18n` brings both languages and the i18next instance the signed-in pages and
 * remotes use, kept in step with this module, which owns the language and every namespace.
 */
import {
  type AppLanguage,
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  startLanguage,
} from './languages';

export {
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  type AppLanguage,
  isAppLanguage,
  readStoredLanguage,
  startLanguage,
  storeLanguage,
} from './languages';

type Bundle = Record<string, unknown>;
export interface NamespaceResources {
  so: Bundle;
  en: Bundle;
}

/**
 * Options a translation takes: interpolation values, `count` for plurals, a `context` (the text of
 * `key_<context>` where there is one, decision 051), a default text, and as in i18next `ns` and
 * `lng` to read another namespace or language than the bound one.
 */
export type TranslateOptions = Record<string, unknown> & {
  count?: number;
  context?: string;
  defaultValue?: string;
  ns?: string;
  lng?: string;
};
/** `t` bound to one language and namespace. */
export type FixedT = (key: string, options?: TranslateOptions) => string;

export const DEFAULT_NAMESPACE = 'common';
const FALLBACK_LANGUAGE: AppLanguage = DEFAULT_LANGUAGE;

const store: Record<AppLanguage, Record<string, Bundle>> = { so: {}, en: {} };
let current: AppLanguage = startLanguage();
/** The language last asked for, applied once its texts are here. */
let wanted: AppLanguage = current;

type LanguageListener = (language: AppLanguage) => void;
type NamespaceListener = (lng: AppLanguage, ns: string, bundle: Bundle) => void;
const languageListeners = new Set<LanguageListener>();
const namespaceListeners = new Set<NamespaceListener>();

const isPlainObject = (value: unknown): value is Bundle =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A deep copy of a resource tree (jsdom, where some tests run, has no structuredClone). */
function copyOf(tree: Bundle): Bundle {
  const copy: Bundle = {};
  mergeInto(copy, tree);
  return copy;
}

/** Deep merge, `source` winning (i18next's addResourceBundle with deep and overwrite). */
function mergeInto(target: Bundle, source: Bundle): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (isPlainObject(value) && isPlainObject(existing)) mergeInto(existing, value);
    else target[key] = isPlainObject(value) ? copyOf(value) : value;
  }
}

function addTexts(lng: AppLanguage, ns: string, bundle: Bundle): void {
  mergeInto((store[lng][ns] ??= {}), bundle);
  for (const listener of namespaceListeners) listener(lng, ns, bundle);
}

/** Adds (deep-merging) the texts of namespace `ns` in both languages, for every reader. */
export function registerNamespace(ns: string, resources: NamespaceResources): void {
  for (const lng of SUPPORTED_LANGUAGES) addTexts(lng, ns, resources[lng]);
}

/**
 * The 'common' texts of one language, each a chunk of its own in the browser builds (the shell's
 * entry starts the fetch of the page's language beside everything else; shell/src/index.ts).
 */
export const COMMON_TEXTS: Record<AppLanguage, () => Promise<{ default: Bundle }>> = {
  so: () => import('./locales/so/common.json'),
  en: () => import('./locales/en/common.json'),
};

const hasCommon = (lng: AppLanguage) => store[lng][DEFAULT_NAMESPACE] !== undefined;
const loading = new Map<AppLanguage, Promise<void>>();

/** Resolves once the 'common' texts of `lng` are here (at once when they already are). */
export function loadLanguage(lng: AppLanguage): Promise<void> {
  if (hasCommon(lng)) return Promise.resolve();
  let pending = loading.get(lng);
  if (!pending) {
    pending = COMMON_TEXTS[lng]().then(
      (texts) => {
        if (!hasCommon(lng)) addTexts(lng, DEFAULT_NAMESPACE, texts.default);
        loading.delete(lng);
      },
      (error: unknown) => {
        loading.delete(lng); // the next choice tries again
        throw error;
      },
    );
    loading.set(lng, pending);
  }
  return pending;
}

/** Every namespace registered so far, per language (a copy). */
export function registeredResources(): Record<AppLanguage, Record<string, Bundle>> {
  return {
    so: copyOf(store.so) as Record<string, Bundle>,
    en: copyOf(store.en) as Record<string, Bundle>,
  };
}

/** Called with the texts of every namespace and language added from now on (i18next follows). */
export function onNamespaceRegistered(listener: NamespaceListener): () => void {
  namespaceListeners.add(listener);
  return () => namespaceListeners.delete(listener);
}

export function getLanguage(): AppLanguage {
  return current;
}

/**
 * Makes `language` the page's language and tells every listener, once its texts are here (after
 * fetching them when only the other language was loaded); the same language is a no-op. When the
 * fetch fails (offline, no cached copy) the page stays in its language: nothing shows a raw key.
 */
export function setLanguage(language: AppLanguage): void {
  wanted = language;
  if (!hasCommon(language)) {
    loadLanguage(language).then(
      () => {
        if (wanted === language) apply(language);
      },
      () => {
        if (wanted === language) wanted = current;
      },
    );
    return;
  }
  apply(language);
}

function apply(language: AppLanguage): void {
  if (language === current) return;
  current = language;
  for (const listener of [...languageListeners]) listener(language);
}

export function onLanguageChange(listener: LanguageListener): () => void {
  languageListeners.add(listener);
  return () => languageListeners.delete(listener);
}

/**
 * The value at a dotted path. As i18next, a key that itself contains dots ('admin.sign-in') is
 * found by joining the following parts when the single part is not there.
 */
function lookup(lng: AppLanguage, ns: string, path: string): unknown {
  const parts = path.split('.');
  let node: unknown = store[lng][ns];
  for (let i = 0; i < parts.length;) {
    if (!isPlainObject(node)) return undefined;
    let next: unknown;
    let name = '';
    for (let j = i; j < parts.length; j += 1) {
      name = j === i ? parts[j]! : `${name}.${parts[j]}`;
      next = Object.hasOwn(node, name) ? node[name] : undefined;
      if (next === undefined) continue;
      if (!isPlainObject(next) && j < parts.length - 1) continue; // a text before the path ends
      i = j + 1;
      break;
    }
    if (next === undefined) return undefined;
    node = next;
  }
  return node;
}

const pluralRules = new Map<AppLanguage, Intl.PluralRules>();
function pluralCategory(lng: AppLanguage, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules.select(count);
}

function findText(
  lng: AppLanguage,
  ns: string,
  key: string,
  { count, context }: TranslateOptions,
): string | undefined {
  // As i18next: the context's text before the plain one, each with its plural form first.
  const bases = typeof context === 'string' && context !== '' ? [`${key}_${context}`, key] : [key];
  const candidates = bases.flatMap((base) =>
    typeof count === 'number' ? [`${base}_${pluralCategory(lng, count)}`, base] : [base],
  );
  for (const candidate of candidates) {
    const text = lookup(lng, ns, candidate);
    if (typeof text === 'string') return text;
  }
  return undefined;
}

function interpolate(text: string, options: TranslateOptions): string {
  return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (match, name: string) => {
    const value = name.split('.').reduce<unknown>((node, part) => {
      return isPlainObject(node) ? node[part] : undefined;
    }, options);
    // As i18next: a value passed as undefined or null reads '', one never passed stays visible.
    if (value === undefined) return Object.hasOwn(options, name) ? '' : match;
    return value === null ? '' : String(value);
  });
}

/**
 * The text of `key` (`'a.b'` or `'ns:a.b'`) in `lng`, falling back to Somali, then to
 * `defaultValue`, then to the key itself, as i18next does.
 */
export function translate(
  lng: AppLanguage,
  ns: string,
  key: string,
  options: TranslateOptions = {},
): string {
  const colon = key.indexOf(':');
  const optionNs = typeof options.ns === 'string' ? options.ns : ns;
  const [namespace, path] =
    colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : [optionNs, key];
  const language = options.lng === 'so' || options.lng === 'en' ? options.lng : lng;
  const languages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
  for (const candidate of languages) {
    const text = findText(candidate, namespace, path, options);
    if (text !== undefined) return interpolate(text, options);
  }
  return typeof options.defaultValue === 'string'
    ? interpolate(options.defaultValue, options)
    : path;
}

/** `t` of namespace `ns` (default 'common') in `lng`. */
export function fixedT(lng: AppLanguage, ns: string = DEFAULT_NAMESPACE): FixedT {
  return (key, options) => translate(lng, ns, key, options);
}

/** A text of the 'common' namespace in the page's current language. */
export function t(key: string, options?: TranslateOptions): string {
  return translate(current, DEFAULT_NAMESPACE, key, options);
}
