import { LANGUAGES, type Language, type VoiceCapabilities } from '@d742/contracts';
import type { HandlerDeps, VoiceContext } from './context';

/** GET /api/voice/capabilities: which capabilities have a provider now, for which languages. */
export function capabilitiesHandler(deps: HandlerDeps) {
  return async (ctx: VoiceContext) => {
    const { speechToText, textToSpeech, translation, chat } = deps.providers;
    // Speech adapters name their languages (OpenAI's: English only); the others serve both.
    const state = (provider: object | undefined, languages: readonly Language[] = LANGUAGES) => ({
      available: Boolean(provider),
      languages: provider ? [...languages] : [],
    });
    const body: VoiceCapabilities = {
      speechToText: state(speechToText, speechToText?.languages),
      textToSpeech: state(textToSpeech, textToSpeech?.languages),
      translation: state(translation),
      chat: state(chat),
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}
