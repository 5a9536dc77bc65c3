import type { Language } from '@d742/contracts';
import type { WavAudio } from '../domain/wav';

/**
 * The four things voice needs from outside. Adapters throw `ProviderFailure` (failed, timeout,
 * no speech) and never make up text in place of an answer.
 */
export interface SpeechToText {
  /** The languages it recognizes; a request in another is refused before the call (503). */
  readonly languages: readonly Language[];
  /** What was said; a recording without recognizable speech is a 'no-speech' failure. */
  transcribe(audio: WavAudio, language: Language): Promise<string>;
}

export interface SpeechAudio {
  audio: Buffer;
  /** The audio's true MIME type, e.g. 'audio/mpeg'. */
  contentType: string;
}

export interface TextToSpeech {
  /** The languages it speaks; a request in another is refused before the call (503). */
  readonly languages: readonly Language[];
  synthesize(text: string, language: Language): Promise<SpeechAudio>;
  /** Identifies the voice used for a language (so cached audio follows a voice change). */
  voiceFor(language: Language): string;
}

/** A school word and its agreed rendering, e.g. { en: 'report card', so: 'warbixinta buundooyinka' }. */
export interface GlossaryTerm {
  en: string;
  so: string;
}

export interface Translator {
  /**
   * `glossary` pins the translation of its terms where the provider supports it (Azure's dynamic
   * dictionary: English on one side and an explicit `from`); otherwise it is ignored.
   */
  translate(
    text: string,
    from: Language,
    to: Language,
    glossary?: ReadonlyArray<GlossaryTerm>,
  ): Promise<string>;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatModel {
  complete(messages: readonly ChatMessage[]): Promise<string>;
}

/** The configured adapters; an absent one is a capability that answers 503. */
export interface VoiceProviderSet {
  speechToText?: SpeechToText;
  textToSpeech?: TextToSpeech;
  translation?: Translator;
  chat?: ChatModel;
}
