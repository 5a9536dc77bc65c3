import { transcribeResponseSchema, translateResponseSchema, type Language } from '@d742/contracts';
import type { createLogger, Identity } from '@d742/service-kit';

import { callAsCaller } from './as-caller';

/**
 * A school term and its agreed rendering (the contracts' GLOSSARY, decision 013), sent with each
 * translation as `glossary` so the translator keeps school words the same every time where its
 * provider supports a dictionary.
 */
export interface GlossaryTerm {
  en: string;
  so: string;
}

/** Bounds chosen so that a voice reply (transcribe, then translate) answers within the gateway's 15 s. */
const TRANSLATE_TIMEOUT_MS = 5000;
const TRANSCRIBE_TIMEOUT_MS = 8000;

export interface VoiceOptions {
  voiceUrl: string;
  secret: string;
  logger: ReturnType<typeof createLogger>;
}

/**
 * The voice service's translator and speech recognition, called as the sender at send time.
 * Any failure (not configured 503, provider 502/504, no speech 422, unreachable, time-out) is
 * answered null: the caller stores 'not translated' or 'not transcribed', and the send goes on.
 */
export class VoiceClient {
  constructor(private readonly opts: VoiceOptions) {}

  private async attempt<T>(what: string, call: () => Promise<T>): Promise<T | null> {
    try {
      return await call();
    } catch (err) {
      this.opts.logger.warn({ err }, `voice ${what} unavailable; stored without it`);
      return null;
    }
  }

  /** `text` in `to`, or null when no translation could be made. */
  translate(
    sender: Identity,
    text: string,
    from: Language,
    to: Language,
    options: { glossary?: readonly GlossaryTerm[] } = {},
  ): Promise<string | null> {
    return this.attempt('translation', async () => {
      const { translatedText } = await callAsCaller({
        url: `${this.opts.voiceUrl.replace(/\/+$/, '')}/api/voice/translate`,
        secret: this.opts.secret,
        caller: sender,
        language: from,
        timeoutMs: TRANSLATE_TIMEOUT_MS,
        schema: translateResponseSchema,
        method: 'POST',
        body: {
          text,
          fromLanguage: from,
          toLanguage: to,
          ...(options.glossary?.length ? { glossary: options.glossary } : {}),
        },
      });
      return translatedText.trim() ? translatedText : null;
    });
  }

  /** What was said in the WAV recording, or null when it could not be transcribed. */
  transcribe(sender: Identity, audio: Buffer, language: Language): Promise<string | null> {
    return this.attempt('transcription', async () => {
      const form = new FormData();
      form.set('language', language);
      form.set('audio', new Blob([audio], { type: 'audio/wav' }), 'reply.wav');
      const { text } = await callAsCaller({
        url: `${this.opts.voiceUrl.replace(/\/+$/, '')}/api/voice/transcribe`,
        secret: this.opts.secret,
        caller: sender,
        language,
        timeoutMs: TRANSCRIBE_TIMEOUT_MS,
        schema: transcribeResponseSchema,
        method: 'POST',
        body: form,
      });
      return text.trim() ? text.trim() : null;
    });
  }
}
