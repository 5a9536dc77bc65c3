import { registerNamespace } from '@d742/i18n';
import en from './locales/en.json';
import so from './locales/so.json';

export const REPORTS_NS = 'reports';

// Runs once per page whichever exposed module loads first.
registerNamespace(REPORTS_NS, { so, en });
