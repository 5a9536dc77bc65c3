import { registerNamespace } from '@d742/i18n';
import en from './locales/en.json';
import so from './locales/so.json';

export const MESSAGING_NS = 'messaging';

// Runs once per page whichever exposed module loads first.
registerNamespace(MESSAGING_NS, { so, en });
