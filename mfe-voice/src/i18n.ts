import { registerNamespace } from '@d742/i18n';
import en from './locales/en.json';
import so from './locales/so.json';

export const VOICE_NS = 'voice';

// Runs once per page whichever exposed module loads first.
registerNamespace(VOICE_NS, { so, en });
