import { readStoredLanguage, startLanguage, writeLanguageCookie } from '@d742/i18n/languages';

const stored = readStoredLanguage();
// A choice made before the language cookie existed: the server learns it for the next visit.
if (stored) writeLanguageCookie(stored);
// The sign-in page's texts, in the page's language only, fetched beside its code rather than after
// it: @d742/i18n/core's loadLanguage finds this same chunk already on its way (decision 017).
if (startLanguage() === 'en') void import('@d742/i18n/locales/en/common.json');
else void import('@d742/i18n/locales/so/common.json');

// Async boundary: lets Module Federation negotiate shared singletons before React loads. Named:
// the pre-rendered sign-in pages inline this chunk's CSS (decision 031). Started in a task of its
// own: the federation runtime's start (this script) and its first loads (the shared modules' lookup,
// one script element per file) were one long task on a phone; apart, each is under half of it.
setTimeout(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
