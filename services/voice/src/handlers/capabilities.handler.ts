import { LANGUAGES, type VoiceCapabilities } from '@d742/contracts';
import type { HandlerDeps, VoiceContext } from './context';

/** GET /api/voice/capabilities: which capabilities have a provider now. */
export function capabilitiesHandler(deps: HandlerDeps) {
  return async (ctx: VoiceContext) => {
    const state = (available: boolean) => ({
      available,
      languages: available ? [...LANGUAGES] : [],
    });
    const body: VoiceCapabilities = {
      speechToText: state(Boolean(deps.providers.speechToText)),
      textToSpeech: state(Boolean(deps.providers.textToSpeech)),
      translation: state(Boolean(deps.providers.translation)),
      chat: state(Boolean(deps.providers.chat)),
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}
