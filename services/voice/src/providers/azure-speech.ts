import { LANGUAGES, type Language } from '@d742/contracts';
import { z } from 'zod';
import type { AzureSpeechSettings } from '../config';
import { ProviderFailure } from '../domain/errors';
import { SPEECH_SAMPLE_RATE, toSpeechWav, type WavAudio } from '../domain/wav';
import { audioAnswer, parseJson, providerFetch, refused } from './http';
import type { SpeechAudio, SpeechToText, TextToSpeech } from './ports';

const LOCALES: Record<Language, string> = { so: 'so-SO', en: 'en-US' };
const USER_AGENT = 'd742-voice-service';

const recognitionSchema = z.object({
  RecognitionStatus: z.string(),
  DisplayText: z.string().optional(),
  Offset: z.number().optional(),
  Duration: z.number().optional(),
});
const NO_SPEECH = new Set(['NoMatch', 'InitialSilenceTimeout', 'BabbleTimeout']);

/** Azure Speech's short-audio REST recognition (≤ 60 s of 16 kHz PCM WAV). */
export class AzureSpeechToText implements SpeechToText {
  readonly languages = LANGUAGES;

  constructor(
    private readonly settings: AzureSpeechSettings,
    private readonly timeoutMs: number,
  ) {}

  async transcribe(audio: WavAudio, language: Language): Promise<string> {
    const provider = 'azure-stt';
    const url = new URL(
      '/speech/recognition/conversation/cognitiveservices/v1',
      this.settings.sttEndpoint,
    );
    url.searchParams.set('language', LOCALES[language]);
    url.searchParams.set('format', 'simple');
    const response = await providerFetch(
      provider,
      url.toString(),
      {
        method: 'POST',
        headers: {
          'Ocp-Apim-Subscription-Key': this.settings.key,
          'Content-Type': `audio/wav; codecs=audio/pcm; samplerate=${SPEECH_SAMPLE_RATE}`,
          Accept: 'application/json',
        },
        body: toSpeechWav(audio),
      },
      this.timeoutMs,
    );
    if (response.status < 200 || response.status > 299) throw refused(provider, response);
    const parsed = recognitionSchema.safeParse(parseJson(response));
    if (!parsed.success)
      throw refused(provider, response, 'an answer that is not a recognition result');
    const { RecognitionStatus: status, DisplayText: text } = parsed.data;
    if (NO_SPEECH.has(status) || (status === 'Success' && !text?.trim()))
      throw new ProviderFailure(provider, `no speech recognized (${status})`, 'no-speech');
    if (status !== 'Success' || !text)
      throw new ProviderFailure(
        provider,
        `recognition status ${status}`,
        'failed',
        response.status,
      );
    return text.trim();
  }
}

/** Text as XML character data and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function buildSsml(text: string, locale: string, voice: string): string {
  return (
    `<speak version='1.0' xml:lang='${escapeXml(locale)}'>` +
    `<voice xml:lang='${escapeXml(locale)}' name='${escapeXml(voice)}'>${escapeXml(text)}</voice>` +
    `</speak>`
  );
}

/** Azure Speech's REST synthesis: SSML in, audio in the configured output format out (MP3 by default). */
export class AzureTextToSpeech implements TextToSpeech {
  readonly languages = LANGUAGES;

  constructor(
    private readonly settings: AzureSpeechSettings,
    private readonly timeoutMs: number,
  ) {}

  voiceFor(language: Language): string {
    return this.settings.voices[language];
  }

  async synthesize(text: string, language: Language): Promise<SpeechAudio> {
    const provider = 'azure-tts';
    const url = new URL('/cognitiveservices/v1', this.settings.ttsEndpoint).toString();
    const response = await providerFetch(
      provider,
      url,
      {
        method: 'POST',
        headers: {
          'Ocp-Apim-Subscription-Key': this.settings.key,
          'Content-Type': 'application/ssml+xml',
          'X-Microsoft-OutputFormat': this.settings.outputFormat,
          'User-Agent': USER_AGENT,
        },
        body: buildSsml(text, LOCALES[language], this.voiceFor(language)),
      },
      this.timeoutMs,
    );
    if (response.status < 200 || response.status > 299) throw refused(provider, response);
    return audioAnswer(provider, response);
  }
}
