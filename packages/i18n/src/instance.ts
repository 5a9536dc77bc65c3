import i18next, { type i18n as I18n } from 'i18next';
import commonEn from './locales/en/common.json';
import commonSo from './locales/so/common.json';
import {
  type AppLanguage,
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  readStoredLanguage,
} from './languages';

type Bundle = Record<string, unknown>;
export interface NamespaceResources {
  so: Bundle;
  en: Bundle;
}

/** The one instance every part of the portal shares (a Module Federation singleton). */
export const i18n: I18n = i18next.createInstance();

// Bundles registered before initI18n() runs wait here; init hands them to i18next.
const pending = new Map<string, NamespaceResources>([['common', { so: commonSo, en: commonEn }]]);

export function registerNamespace(ns: string, resources: NamespaceResources): void {
  if (!i18n.isInitialized) {
    pending.set(ns, resources);
    return;
  }
  for (const lng of SUPPORTED_LANGUAGES) {
    i18n.addResourceBundle(lng, ns, resources[lng], true, true);
  }
}

export function initI18n(language?: AppLanguage): I18n {
  const lng = language ?? readStoredLanguage() ?? DEFAULT_LANGUAGE;
  if (i18n.isInitialized) {
    if (language && i18n.language !== language) void i18n.changeLanguage(language);
    return i18n;
  }
  const resources: Record<string, Record<string, Bundle>> = { so: {}, en: {} };
  for (const [ns, bundle] of pending) {
    for (const l of SUPPORTED_LANGUAGES) resources[l]![ns] = bundle[l];
  }
  pending.clear();
  void i18n.init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    defaultNS: 'common',
    ns: Object.keys(resources.so!),
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}

export { commonEn, commonSo };
