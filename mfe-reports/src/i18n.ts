import { registerNamespace } from '@d742/i18n';
import { currentLanguageT } from '@d742/platform';
import en from './locales/en.json';
import so from './locales/so.json';

export const REPORTS_NS = 'reports';

// Runs once per page whichever exposed module loads first.
registerNamespace(REPORTS_NS, { so, en });

/** A toast's texts in the page's language whenever the Toaster shows them (decision 049). */
export const tNow = currentLanguageT(REPORTS_NS);
