import type { Language } from '@d742/contracts';
import { z } from 'zod';
import type { OpenAiSttSettings, OpenAiTtsSettings } from '../config';
import { ProviderFailure } from '../domain/errors';
import { toSpeechWav, type WavAudio } from '../domain/wav';
import { audioAnswer, parseJson, providerFetch, refused } from './http';
import { isSuccess, openAiRefusal, openAiUrl } from './openai-common';
import type { SpeechAudio, SpeechToText, TextToSpeech } from './ports';

/** OpenAI's speech models do not list Somali: these adapters serve English only. */
const ENGLISH_ONLY = ['en'] as const satisfies readonly Language[];

const transcriptionSchema = z.object({ text: z.string() });

function requireEnglish(provider: string, language: Language): void {
  // The handlers refuse other languages first (503); this guards any other caller.
  if (!(ENGLISH_ONLY as readonly Language[]).includes(language))
    throw new ProviderFailure(provider, `does not support language ${language}`, 'failed');
}

/** OpenAI-compatible `POST {base}/audio/transcriptions` (multipart: file, model, language, response_format). */
export class OpenAiSpeechToText implements SpeechToText {
  readonly languages = ENGLISH_ONLY;

  constructor(
    private readonly settings: OpenAiSttSettings,
    private readonly timeoutMs: number,
  ) {}

  async transcribe(audio: WavAudio, language: Language): Promise<string> {
    const provider = 'openai-stt';
    requireEnglish(provider, language);
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(toSpeechWav(audio))], { type: 'audio/wav' }),
      'recording.wav',
    );
    form.append('model', this.settings.model);
    form.append('language', language);
    form.append('response_format', 'json');
    const response = await providerFetch(
      provider,
      openAiUrl(this.settings.baseUrl, '/audio/transcriptions'),
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${this.settings.apiKey}`, Accept: 'application/json' },
        body: form,
      },
      this.timeoutMs,
    );
    if (!isSuccess(response)) throw openAiRefusal(provider, response);
    const parsed = transcriptionSchema.safeParse(parseJson(response));
    if (!parsed.success) throw refused(provider, response, 'an answer without text');
    const text = parsed.data.text.trim();
    if (!text) throw new ProviderFailure(provider, 'no speech recognized', 'no-speech');
    return text;
  }
}

/** The longest `input` OpenAI's speech endpoint takes. */
export const OPENAI_SPEECH_MAX_INPUT = 4096;

/** `text` in pieces of at most `max` characters, cut after a sentence or a space where possible. */
export function speechChunks(text: string, max = OPENAI_SPEECH_MAX_INPUT): string[] {
  const chunks: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const window = rest.slice(0, max + 1);
    const sentence = Math.max(...['. ', '! ', '? ', '\n'].map((end) => window.lastIndexOf(end)));
    const space = window.lastIndexOf(' ');
    const cut = sentence > max / 2 ? sentence + 1 : space > 0 ? space : max;
    chunks.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) chunks.push(rest);
  return chunks;
}

/**
 * OpenAI-compatible `POST {base}/audio/speech` (JSON in, MP3 bytes out). A text longer than the
 * endpoint takes is spoken in pieces whose MP3 frames are joined (MP3 plays back to back).
 */
export class OpenAiTextToSpeech implements TextToSpeech {
  readonly languages = ENGLISH_ONLY;

  constructor(
    private readonly settings: OpenAiTtsSettings,
    private readonly timeoutMs: number,
  ) {}

  voiceFor(language: Language): string {
    return `openai:${this.settings.model}:${this.settings.voice}:${language}`;
  }

  async synthesize(text: string, language: Language): Promise<SpeechAudio> {
    requireEnglish('openai-tts', language);
    const pieces: SpeechAudio[] = [];
    for (const chunk of speechChunks(text)) pieces.push(await this.speak(chunk));
    if (pieces.length === 1) return pieces[0]!;
    return {
      audio: Buffer.concat(pieces.map((piece) => piece.audio)),
      contentType: pieces[0]?.contentType ?? 'audio/mpeg',
    };
  }

  private async speak(input: string): Promise<SpeechAudio> {
    const provider = 'openai-tts';
    const response = await providerFetch(
      provider,
      openAiUrl(this.settings.baseUrl, '/audio/speech'),
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${this.settings.apiKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          model: this.settings.model,
          input,
          voice: this.settings.voice,
          response_format: 'mp3',
        }),
      },
      this.timeoutMs,
    );
    if (!isSuccess(response)) throw openAiRefusal(provider, response);
    return audioAnswer(provider, response);
  }
}
