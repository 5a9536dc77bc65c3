import { z } from 'zod';
import { languageSchema, roleSchema } from './common';
import { VOICE_CONTEXTS } from './constants';

export const voiceContextSchema = z.enum(VOICE_CONTEXTS);

/** Text fields of the multipart POST /api/voice/chat-complete (the file part is `audio`). */
export const chatCompleteFieldsSchema = z.object({
  userLanguage: languageSchema,
  responseLanguage: languageSchema,
  context: voiceContextSchema.default('parent-teacher'),
  userRole: roleSchema.default('parent'),
});
export type ChatCompleteFields = z.infer<typeof chatCompleteFieldsSchema>;

export const chatCompleteResponseSchema = z.object({
  transcription: z.object({ text: z.string(), language: z.string() }),
  translation: z.object({ originalText: z.string() }).optional(),
  aiResponse: z.object({ message: z.string(), language: z.string() }),
  responseAudioBase64: z.string(),
});
export type ChatCompleteResponse = z.infer<typeof chatCompleteResponseSchema>;

export const transcribeFieldsSchema = z.object({ language: languageSchema });
export const transcribeResponseSchema = z.object({ text: z.string(), language: z.string() });
export type TranscribeResponse = z.infer<typeof transcribeResponseSchema>;

export const translateRequestSchema = z.object({
  text: z.string().trim().min(1, 'Text is required').max(5000),
  fromLanguage: languageSchema,
  toLanguage: languageSchema,
});
export type TranslateRequest = z.infer<typeof translateRequestSchema>;
export const translateResponseSchema = z.object({ translatedText: z.string() });
export type TranslateResponse = z.infer<typeof translateResponseSchema>;

export const speakRequestSchema = z.object({
  text: z.string().trim().min(1, 'Text is required').max(5000),
  language: languageSchema,
});
export type SpeakRequest = z.infer<typeof speakRequestSchema>;
