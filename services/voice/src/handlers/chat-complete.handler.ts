import {
  CHAT_TEXT_MAX_LENGTH,
  chatCompleteFieldsSchema,
  type ChatCompleteFullResponse,
  type Language,
  type Role,
} from '@d742/contracts';
import { validate } from '@d742/service-kit';
import { buildSystemPrompt } from '../domain/assistant-prompt';
import { ChatInputError } from '../domain/errors';
import type { WavAudio } from '../domain/wav';
import type { AudioForm } from '../http/multipart';
import type { Translator } from '../providers';
import type { HandlerDeps, VoiceContext } from './context';
import {
  callOptionalProvider,
  callProvider,
  requireLanguage,
  requireProvider,
} from './provider-calls';
import { parseRecording, readForm } from './recording';

type Question = { audio: WavAudio; text?: undefined } | { audio?: undefined; text: string };

/** Exactly one of the recording (`audio`) and a typed `text` of 1..1000 characters, or a 400. */
function questionOf(form: AudioForm, language: Language): Question {
  const text = form.fields.text;
  if (form.audio !== undefined && text !== undefined)
    throw new ChatInputError('both', language, CHAT_TEXT_MAX_LENGTH);
  if (form.audio !== undefined) return { audio: parseRecording(form.audio, language) };
  if (text === undefined) throw new ChatInputError('missing', language, CHAT_TEXT_MAX_LENGTH);
  const typed = text.trim();
  if (!typed) throw new ChatInputError('blank', language, CHAT_TEXT_MAX_LENGTH);
  if (typed.length > CHAT_TEXT_MAX_LENGTH)
    throw new ChatInputError('too-long', language, CHAT_TEXT_MAX_LENGTH);
  return { text: typed };
}

/**
 * POST /api/voice/chat-complete: speech (or typed text) → text → English → assistant → response
 * language → speech. Every provider the request needs is checked before the first call; a typed
 * question needs no speech to text. Speech output is optional: without a provider, for a language
 * it does not speak, or when it fails ('' and `stages.speechError`), the text of every stage is
 * still answered.
 */
export function chatCompleteHandler(deps: HandlerDeps) {
  return async (ctx: VoiceContext) => {
    const lang = ctx.state.language;
    // The body is read first, so the client's upload always completes before any answer.
    const form = await readForm(ctx);
    const question = questionOf(form, lang);
    const stt = question.audio ? requireProvider(deps.providers, 'speechToText', lang) : undefined;
    const chat = requireProvider(deps.providers, 'chat', lang);
    const { userLanguage, responseLanguage, context } = validate(
      chatCompleteFieldsSchema,
      form.fields,
    );
    if (stt) requireLanguage(stt, 'speechToText', userLanguage, lang);
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
      stt && question.audio
        ? call(() => stt.transcribe(question.audio, userLanguage))
        : (question.text as string),
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
    // A voice that does not speak the language is like none (capabilities tell the UI so).
    const speech =
      tts && tts.languages.includes(responseLanguage)
        ? await callOptionalProvider(deps.logger, () => tts.synthesize(message, responseLanguage))
        : undefined;

    const body: ChatCompleteFullResponse = {
      transcription: { text: transcript, language: userLanguage },
      ...(userLanguage !== 'en' ? { translation: { originalText: transcript } } : {}),
      aiResponse: { message, language: responseLanguage },
      responseAudioBase64: speech?.value ? speech.value.audio.toString('base64') : '',
      stages: {
        ...(userLanguage !== 'en' ? { englishText } : {}),
        aiEnglishText,
        ...(speech?.value ? { responseAudioType: speech.value.contentType } : {}),
        ...(speech?.error ? { speechError: speech.error } : {}),
      },
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}
