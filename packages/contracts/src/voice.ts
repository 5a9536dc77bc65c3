import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { languageSchema, roleSchema } from './common';
import { VOICE_CONTEXTS } from './constants';

export const voiceContextSchema = lazySchema(() => z.enum(VOICE_CONTEXTS));

/** The longest typed question chat-complete accepts (after trimming). */
export const CHAT_TEXT_MAX_LENGTH = 1000;
/** A typed question: 1..1000 characters after trimming. */
export const chatTextSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1, 'Type a question')
    .max(CHAT_TEXT_MAX_LENGTH, `Keep the question under ${CHAT_TEXT_MAX_LENGTH} characters`),
);

/**
 * Text fields of the multipart POST /api/voice/chat-complete. The question is either the file part
 * `audio` (a WAV recording) or the field `text` (typed), exactly one of the two.
 */
export const chatCompleteFieldsSchema = lazySchema(() =>
  z.object({
    userLanguage: languageSchema,
    responseLanguage: languageSchema,
    context: voiceContextSchema.default('parent-teacher'),
    userRole: roleSchema.default('parent'),
    /** Beyond the spec: a typed question instead of the recording (no speech to text needed). */
    text: chatTextSchema.optional(),
  }),
);
export type ChatCompleteFields = z.infer<typeof chatCompleteFieldsSchema>;

export const chatCompleteResponseSchema = lazySchema(() =>
  z.object({
    transcription: z.object({ text: z.string(), language: z.string() }),
    translation: z.object({ originalText: z.string() }).optional(),
    aiResponse: z.object({ message: z.string(), language: z.string() }),
    responseAudioBase64: z.string(),
  }),
);
export type ChatCompleteResponse = z.infer<typeof chatCompleteResponseSchema>;

export const transcribeFieldsSchema = lazySchema(() => z.object({ language: languageSchema }));
export const transcribeResponseSchema = lazySchema(() =>
  z.object({ text: z.string(), language: z.string() }),
);
export type TranscribeResponse = z.infer<typeof transcribeResponseSchema>;

/** A school word pinned to one translation (the project glossary, decision 013). */
export const translationTermSchema = lazySchema(() =>
  z.object({
    en: z.string().trim().min(1).max(80),
    so: z.string().trim().min(1).max(80),
  }),
);
export const translateRequestSchema = lazySchema(() =>
  z.object({
    text: z.string().trim().min(1, 'Text is required').max(5000),
    fromLanguage: languageSchema,
    toLanguage: languageSchema,
    /**
     * Terms the translator must render this way, where the provider supports it (Azure Translator's
     * dynamic dictionary: English on one side); otherwise ignored. Messaging sends the glossary.
     */
    glossary: z.array(translationTermSchema).max(300).optional(),
  }),
);
export type TranslateRequest = z.infer<typeof translateRequestSchema>;
export const translateResponseSchema = lazySchema(() => z.object({ translatedText: z.string() }));
export type TranslateResponse = z.infer<typeof translateResponseSchema>;

export const speakRequestSchema = lazySchema(() =>
  z.object({
    text: z.string().trim().min(1, 'Text is required').max(5000),
    language: languageSchema,
  }),
);
export type SpeakRequest = z.infer<typeof speakRequestSchema>;

/**
 * Beyond the spec (issue 12): the text of every stage of chat-complete, so the UI works when speech
 * output is off. `responseAudioBase64` is '' when no speech provider is configured.
 */
export const chatCompleteStagesSchema = lazySchema(() =>
  z.object({
    /** The parent's words in English (the assistant's input); absent when they spoke English. */
    englishText: z.string().optional(),
    /** The assistant's answer in English before it was translated to the response language. */
    aiEnglishText: z.string().optional(),
    /** MIME type of the response audio ('audio/mpeg'), absent without audio. */
    responseAudioType: z.string().optional(),
    /**
     * Why there is no audio although speech output is configured: the speech provider failed or
     * timed out. The text stages are still answered (200).
     */
    speechError: z.enum(['VOICE_PROVIDER_FAILED', 'VOICE_PROVIDER_TIMEOUT']).optional(),
  }),
);
export const chatCompleteFullResponseSchema = lazySchema(() =>
  chatCompleteResponseSchema.extend({
    stages: chatCompleteStagesSchema,
  }),
);
export type ChatCompleteFullResponse = z.infer<typeof chatCompleteFullResponseSchema>;

export const VOICE_CAPABILITIES = ['speechToText', 'textToSpeech', 'translation', 'chat'] as const;
export type VoiceCapability = (typeof VOICE_CAPABILITIES)[number];

/** GET /api/voice/capabilities: which capabilities work now, and for which languages. */
export const voiceCapabilitiesSchema = lazySchema(() =>
  z.object({
    speechToText: z.object({ available: z.boolean(), languages: z.array(languageSchema) }),
    textToSpeech: z.object({ available: z.boolean(), languages: z.array(languageSchema) }),
    translation: z.object({ available: z.boolean(), languages: z.array(languageSchema) }),
    chat: z.object({ available: z.boolean(), languages: z.array(languageSchema) }),
  }),
);
export type VoiceCapabilities = z.infer<typeof voiceCapabilitiesSchema>;

/** Voice error codes the UI localizes (their order is kept: tests index into it). */
export const VOICE_ERROR_CODES = [
  'VOICE_PROVIDER_NOT_CONFIGURED',
  'VOICE_PROVIDER_FAILED',
  'VOICE_PROVIDER_TIMEOUT',
  'VOICE_NO_SPEECH',
  'VOICE_AUDIO_INVALID',
  'VOICE_AUDIO_TOO_LONG',
  /** The provider of this capability does not speak the language asked for (e.g. OpenAI and Somali). */
  'VOICE_LANGUAGE_NOT_SUPPORTED',
  /** chat-complete got neither or both of `audio` and `text`, or a blank or too long text. */
  'VOICE_CHAT_INPUT_INVALID',
] as const;
/** Spec section 9 says the translator stops at 30 s; the service accepts up to 60 s (Azure short audio). */
export const VOICE_MAX_AUDIO_SECONDS = 60;
