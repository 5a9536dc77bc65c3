import { registerNamespace } from '@d742/i18n';
import en from './locales/en.json';
import so from './locales/so.json';

/** The staff modules' own texts, kept apart from the parents' messages page. */
export const STAFF_NS = 'messagingStaff';

// Runs once per page whichever staff module loads first.
registerNamespace(STAFF_NS, { so, en });
