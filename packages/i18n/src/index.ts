export {
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  type AppLanguage,
  isAppLanguage,
  readStoredLanguage,
  storeLanguage,
} from './languages';
export {
  i18n,
  initI18n,
  registerNamespace,
  commonSo,
  commonEn,
  type NamespaceResources,
} from './instance';
