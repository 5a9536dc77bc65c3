import { transcribeFieldsSchema, type TranscribeResponse } from '@d742/contracts';
import { validate } from '@d742/service-kit';
import type { HandlerDeps, VoiceContext } from './context';
import { callProvider, requireLanguage, requireProvider } from './provider-calls';
import { readRecording } from './recording';

/** POST /api/voice/transcribe: multipart `audio` (WAV) and `language`. */
export function transcribeHandler(deps: HandlerDeps) {
  return async (ctx: VoiceContext) => {
    const lang = ctx.state.language;
    const { fields, audio } = await readRecording(ctx);
    const stt = requireProvider(deps.providers, 'speechToText', lang);
    const { language } = validate(transcribeFieldsSchema, fields);
    requireLanguage(stt, 'speechToText', language, lang);
    const text = await callProvider(deps.logger, lang, () => stt.transcribe(audio, language));
    const body: TranscribeResponse = { text, language };
    ctx.body = body;
  };
}
