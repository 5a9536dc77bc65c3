import { speakRequestSchema } from '@d742/contracts';
import { validate } from '@d742/service-kit';
import type { HandlerDeps, VoiceContext } from './context';
import { callProvider, requireLanguage, requireProvider } from './provider-calls';

/** POST /api/voice/speak: the audio bytes with their true type; repeated texts come from memory. */
export function speakHandler(deps: HandlerDeps) {
  return async (ctx: VoiceContext) => {
    const { text, language } = validate(
      speakRequestSchema,
      (ctx.request as { body?: unknown }).body,
    );
    const lang = ctx.state.language;
    const tts = requireLanguage(
      requireProvider(deps.providers, 'textToSpeech', lang),
      'textToSpeech',
      language,
      lang,
    );
    const key = `${tts.voiceFor(language)}\n${text}`;
    let speech = deps.speechCache.get(key);
    ctx.set('X-Voice-Cache', speech ? 'hit' : 'miss');
    if (!speech) {
      speech = await callProvider(deps.logger, lang, () => tts.synthesize(text, language));
      deps.speechCache.set(key, speech);
    }
    ctx.set('Cache-Control', 'private, max-age=3600');
    ctx.type = speech.contentType;
    ctx.body = speech.audio;
  };
}
