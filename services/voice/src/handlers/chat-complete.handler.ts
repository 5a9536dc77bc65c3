import {
  chatCompleteFieldsSchema,
  type ChatCompleteFullResponse,
  type Language,
  type Role,
} from '@d742/contracts';
import { validate } from '@d742/service-kit';
import { buildSystemPrompt } from '../domain/assistant-prompt';
import type { Translator } from '../providers';
import type { HandlerDeps, VoiceContext } from './context';
import { callProvider, requireProvider } from './provider-calls';
import { readRecording } from './recording';

/**
 * POST /api/voice/chat-complete: speech → text → English → assistant → response language →
 * speech. Every provider the request needs is checked before the first call; speech output is
 * optional ('' without a provider), the text of every stage is always answered.
 */
export function chatCompleteHandler(deps: HandlerDeps) {
  return async (ctx: VoiceContext) => {
    const lang = ctx.state.language;
    // The body is read first, so the client's upload always completes before any answer.
    const { fields, audio } = await readRecording(ctx);
    const stt = requireProvider(deps.providers, 'speechToText', lang);
    const chat = requireProvider(deps.providers, 'chat', lang);
    const { userLanguage, responseLanguage, context } = validate(chatCompleteFieldsSchema, fields);
    const needsTranslation = userLanguage !== 'en' || responseLanguage !== 'en';
    const translator = needsTranslation
      ? requireProvider(deps.providers, 'translation', lang)
      : undefined;
    const tts = deps.providers.textToSpeech;
    const call = <T>(fn: () => Promise<T>) => callProvider(deps.logger, lang, fn);
    const translate = (text: string, from: Language, to: Language) =>
      from === to
        ? Promise.resolve(text)
        : call(() => (translator as Translator).translate(text, from, to));

    const identity = ctx.state.identity;
    const [transcript, children] = await Promise.all([
      call(() => stt.transcribe(audio, userLanguage)),
      deps.academics.of(identity, lang),
    ]);
    const englishText = await translate(transcript, userLanguage, 'en');
    // The signed role, not the form's `userRole`: the prompt never trusts what the browser claims.
    const role = identity.role as Role;
    const system = buildSystemPrompt({ context, role, children });
    const aiEnglishText = await call(() =>
      chat.complete([
        { role: 'system', content: system },
        { role: 'user', content: englishText },
      ]),
    );
    const message = await translate(aiEnglishText, 'en', responseLanguage);
    const speech = tts ? await call(() => tts.synthesize(message, responseLanguage)) : undefined;

    const body: ChatCompleteFullResponse = {
      transcription: { text: transcript, language: userLanguage },
      ...(userLanguage !== 'en' ? { translation: { originalText: transcript } } : {}),
      aiResponse: { message, language: responseLanguage },
      responseAudioBase64: speech ? speech.audio.toString('base64') : '',
      stages: {
        ...(userLanguage !== 'en' ? { englishText } : {}),
        aiEnglishText,
        ...(speech ? { responseAudioType: speech.contentType } : {}),
      },
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}
