// The sign-in page's part comes through its own shared entry: one language and one set of texts
// per page (decision 017).
export * from '@d742/i18n/core';
export { i18n, initI18n, commonEn, commonSo } from './instance';
