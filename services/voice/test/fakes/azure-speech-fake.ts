import type { FakeAnswer, FakeCall, FakeServer } from './fake-server';
import { startFakeServer } from './fake-server';
import { makeWav } from './wav';

export interface AzureSpeechFakeOptions {
  /** The subscription key it accepts (401 otherwise, like Azure). */
  key?: string;
  /** What recognition answers per locale ('so-SO', 'en-US'); default a fixed sentence. */
  transcripts?: Record<string, string>;
}

export const FAKE_SPEECH_KEY = 'fake-speech-key-0123456789';
/** The bytes the fake synthesizes: an ID3 tag then the SSML, so tests can see what was spoken. */
export const fakeMp3 = (ssml: string) => Buffer.concat([Buffer.from('ID3'), Buffer.from(ssml)]);

/**
 * Azure Speech's short-audio recognition and REST synthesis, as Azure answers them:
 * - POST /speech/recognition/conversation/cognitiveservices/v1?language=..&format=simple
 *   → `{ RecognitionStatus, DisplayText, Offset, Duration }` (415 without an audio/wav Content-Type)
 * - POST /cognitiveservices/v1 (SSML) → audio/mpeg (400 without X-Microsoft-OutputFormat or User-Agent)
 * Both answer 401 to a wrong Ocp-Apim-Subscription-Key. STT and TTS share one fake, as
 * AZURE_SPEECH_STT_ENDPOINT and AZURE_SPEECH_TTS_ENDPOINT may both point at it.
 */
export function startAzureSpeechFake(options: AzureSpeechFakeOptions = {}): Promise<FakeServer> {
  const key = options.key ?? FAKE_SPEECH_KEY;
  const transcripts = {
    'so-SO': 'Ilmahaygu ma qabaa shaqo guri maanta?',
    'en-US': 'Does my child have homework today?',
    ...options.transcripts,
  };
  return startFakeServer((call: FakeCall): FakeAnswer => {
    if (call.headers['ocp-apim-subscription-key'] !== key)
      return {
        status: 401,
        body: { error: { code: '401', message: 'Access denied due to invalid subscription key.' } },
      };
    if (call.path === '/speech/recognition/conversation/cognitiveservices/v1') {
      if (!String(call.headers['content-type'] ?? '').startsWith('audio/wav'))
        return { status: 415, body: '' };
      const locale = call.query.language ?? '';
      const text = transcripts[locale as keyof typeof transcripts];
      if (!text) return { status: 400, body: `Unsupported language ${locale}` };
      return {
        body: {
          RecognitionStatus: 'Success',
          DisplayText: text,
          Offset: 300000,
          Duration: 21000000,
        },
      };
    }
    if (call.path === '/cognitiveservices/v1') {
      if (!call.headers['x-microsoft-outputformat'] || !call.headers['user-agent'])
        return { status: 400, body: '' };
      if (call.headers['content-type'] !== 'application/ssml+xml') return { status: 415, body: '' };
      // riff-* formats are WAV, as Azure answers them: real, playable audio (a short tone).
      if (String(call.headers['x-microsoft-outputformat']).startsWith('riff-'))
        return {
          headers: { 'Content-Type': 'audio/x-wav' },
          body: makeWav({ seconds: 0.6, sampleRate: 24000, hz: 330 }),
        };
      return { headers: { 'Content-Type': 'audio/mpeg' }, body: fakeMp3(call.text()) };
    }
    return { status: 404, body: '' };
  });
}

/** Recognition answers worth replaying. */
export const recognition = {
  noMatch: { body: { RecognitionStatus: 'NoMatch', Offset: 0, Duration: 0 } },
  silence: { body: { RecognitionStatus: 'InitialSilenceTimeout', Offset: 0, Duration: 0 } },
  error: { body: { RecognitionStatus: 'Error' } },
} satisfies Record<string, FakeAnswer>;
