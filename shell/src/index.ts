import { readStoredLanguage } from '@d742/i18n/languages';

// The sign-in page's texts, in the page's language only, fetched beside its code rather than after
// it: @d742/i18n/core's loadLanguage finds this same chunk already on its way (decision 017).
if (readStoredLanguage() === 'en') void import('@d742/i18n/locales/en/common.json');
else void import('@d742/i18n/locales/so/common.json');

// Async boundary: lets Module Federation negotiate shared singletons before React loads.
import('./bootstrap');
