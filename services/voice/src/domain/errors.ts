import type { Language, VOICE_ERROR_CODES, VoiceCapability } from '@d742/contracts';
import { AppError, pickLanguage } from '@d742/service-kit';

type VoiceErrorCode = (typeof VOICE_ERROR_CODES)[number];

/** What each voice error says to the reader, in their language. */
const MESSAGES: Record<VoiceErrorCode, { so: string; en: string }> = {
  VOICE_PROVIDER_NOT_CONFIGURED: {
    so: 'Adeeggan codka weli lama diyaarin. Fadlan fariintaada qor.',
    en: 'This voice feature is not set up yet. Please type your message instead.',
  },
  VOICE_PROVIDER_FAILED: {
    so: 'Adeegga codku ma dhammaystirin codsigaaga. Fadlan mar kale isku day.',
    en: 'The voice service could not complete your request. Please try again.',
  },
  VOICE_PROVIDER_TIMEOUT: {
    so: 'Adeegga codku wuu raagay. Fadlan mar kale isku day.',
    en: 'The voice service took too long to answer. Please try again.',
  },
  VOICE_NO_SPEECH: {
    so: 'Hadal lagama helin duubista. Fadlan si cad u hadal oo mar kale isku day.',
    en: 'No speech was recognized in the recording. Please speak clearly and try again.',
  },
  VOICE_AUDIO_INVALID: {
    so: 'Duubistu waa inay ahaato fayl WAV ah (PCM 16-bit, hal kanaal, 8–48 kHz).',
    en: 'The recording must be a WAV file (16-bit PCM, mono, 8–48 kHz).',
  },
  VOICE_AUDIO_TOO_LONG: {
    so: 'Duubistu way ka dheer tahay 60 ilbiriqsi.',
    en: 'The recording is longer than 60 seconds.',
  },
  VOICE_LANGUAGE_NOT_SUPPORTED: {
    so: 'Adeeggan codku weli kuma shaqeeyo luqaddan. Fadlan fariintaada qor.',
    en: 'This voice feature does not work in this language yet. Please type your message instead.',
  },
  VOICE_CHAT_INPUT_INVALID: {
    so: "Su'aashaada duub ama qor.",
    en: 'Record your question or type it.',
  },
};

export class VoiceError extends AppError {
  constructor(
    status: number,
    code: VoiceErrorCode,
    language: Language,
    details?: unknown,
    message: { so: string; en: string } = MESSAGES[code],
  ) {
    super(status, pickLanguage(message, language), { defaultCode: code, details });
  }
}

/** A capability without a provider: 503, naming the capability (never a guess in its place). */
export class ProviderNotConfiguredError extends VoiceError {
  constructor(capability: VoiceCapability, language: Language) {
    super(503, 'VOICE_PROVIDER_NOT_CONFIGURED', language, { capability });
  }
}

/** The capability's provider does not speak `requested` (OpenAI's speech models and Somali): 503. */
export class LanguageNotSupportedError extends VoiceError {
  constructor(
    capability: VoiceCapability,
    requested: Language,
    supported: readonly Language[],
    language: Language,
  ) {
    super(503, 'VOICE_LANGUAGE_NOT_SUPPORTED', language, {
      capability,
      language: requested,
      supportedLanguages: [...supported],
    });
  }
}

export type ChatInputProblem = 'missing' | 'both' | 'blank' | 'too-long';

const CHAT_INPUT_MESSAGES: Record<ChatInputProblem, { so: string; en: string }> = {
  missing: MESSAGES.VOICE_CHAT_INPUT_INVALID,
  both: {
    so: "Mid keliya soo dir: duubis ama su'aal qoran.",
    en: 'Send one of the two: a recording or a typed question.',
  },
  blank: { so: "Marka hore su'aashaada qor.", en: 'Type your question first.' },
  'too-long': {
    so: "Fadlan su'aasha ka dhig wax aan ka badnayn {{max}} xaraf.",
    en: 'Please keep the question to {{max}} characters or fewer.',
  },
};

/** chat-complete's question: exactly one of a recording and a typed text of 1..max characters. */
export class ChatInputError extends VoiceError {
  constructor(problem: ChatInputProblem, language: Language, maxLength: number) {
    const template = CHAT_INPUT_MESSAGES[problem];
    const fill = (text: string) => text.replace('{{max}}', String(maxLength));
    super(
      400,
      'VOICE_CHAT_INPUT_INVALID',
      language,
      { reason: problem, maxLength },
      {
        so: fill(template.so),
        en: fill(template.en),
      },
    );
  }
}

/**
 * A provider answered with an error or nonsense, or could not be reached. Raised by adapters
 * in English; handlers answer it in the reader's language (see `localizeProviderError`).
 */
export class ProviderFailure extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly kind: 'failed' | 'timeout' | 'no-speech',
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`${provider}: ${message}`, options);
    this.name = 'ProviderFailure';
  }
}

/** The reader's error for a provider failure: 502, 504, or 422 when no speech was heard. */
export function localizeProviderError(error: ProviderFailure, language: Language): VoiceError {
  const details = { provider: error.provider, ...(error.status ? { status: error.status } : {}) };
  if (error.kind === 'timeout')
    return new VoiceError(504, 'VOICE_PROVIDER_TIMEOUT', language, details);
  if (error.kind === 'no-speech') return new VoiceError(422, 'VOICE_NO_SPEECH', language);
  return new VoiceError(502, 'VOICE_PROVIDER_FAILED', language, details);
}

export class AudioInvalidError extends VoiceError {
  constructor(language: Language, reason: string) {
    super(400, 'VOICE_AUDIO_INVALID', language, { reason });
  }
}

export class AudioTooLongError extends VoiceError {
  constructor(language: Language, seconds: number, maxSeconds: number) {
    super(400, 'VOICE_AUDIO_TOO_LONG', language, {
      durationSeconds: Math.round(seconds * 10) / 10,
      maxSeconds,
    });
  }
}
