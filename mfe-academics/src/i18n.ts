import { registerNamespace } from '@d742/i18n';
import en from './locales/en.json';
import so from './locales/so.json';

export const ACADEMICS_NS = 'academics';

// Runs once per page whichever exposed module loads first.
registerNamespace(ACADEMICS_NS, { so, en });
