import { registerNamespace } from '@d742/i18n';
import { currentLanguageT } from '@d742/platform';
import en from './locales/en.json';
import so from './locales/so.json';

/** The staff modules' own texts, kept apart from the parents' messages page. */
export const STAFF_NS = 'messagingStaff';

// Runs once per page whichever staff module loads first.
registerNamespace(STAFF_NS, { so, en });

/** A toast's texts in the page's language whenever the Toaster shows them (decision 049). */
export const tNow = currentLanguageT(STAFF_NS);
