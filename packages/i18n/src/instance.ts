import i18next, { type i18n as I18n } from 'i18next';
import appEn from './locales/en/common-app.json';
import firstEn from './locales/en/common.json';
import appSo from './locales/so/common-app.json';
import firstSo from './locales/so/common.json';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_NAMESPACE,
  SUPPORTED_LANGUAGES,
  type AppLanguage,
  getLanguage,
  isAppLanguage,
  onLanguageChange,
  onNamespaceRegistered,
  registerNamespace,
  registeredResources,
  setLanguage,
} from '@d742/i18n/core';

/**
 * The whole 'common' namespace: `common.json`, what every page shows (the sign-in page fetches
 * only that file, in its language only; core's loadLanguage), and `common-app.json`, the sections
 * only signed-in pages show (admin, profile, more, staff, notifications, home, nav).
 */
export const commonSo = { ...firstSo, ...appSo };
export const commonEn = { ...firstEn, ...appEn };

// The signed-in pages have both languages at hand: switching is instant, and i18next can fall
// back to Somali.
registerNamespace(DEFAULT_NAMESPACE, { so: commonSo, en: commonEn });

/**
 * The i18next instance every signed-in page and remote shares (a Module Federation singleton,
 * read through react-i18next). `@d742/i18n/core` owns the language and the texts; this instance
 * follows it both ways, so a remote calling `i18n.changeLanguage` moves the whole page too.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.init({
  lng: getLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  defaultNS: DEFAULT_NAMESPACE,
  ns: Object.keys(registeredResources().so),
  resources: registeredResources(),
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

onNamespaceRegistered((lng, ns, bundle) => {
  i18n.addResourceBundle(lng, ns, bundle, true, true);
});
onLanguageChange((language) => {
  if (i18n.language !== language) void i18n.changeLanguage(language);
});
i18n.on('languageChanged', (lng: string) => {
  if (isAppLanguage(lng)) setLanguage(lng);
});

/** The shared instance, switched to `language` when one is given. */
export function initI18n(language?: AppLanguage): I18n {
  if (language) setLanguage(language);
  return i18n;
}
