import { startFakeServer, type FakeAnswer, type FakeServer } from './fake-server';
import { readMultipart } from './multipart';
import { makeWav } from './wav';

export interface OpenAiSpeechFakeOptions {
  apiKey?: string;
  /** What transcription answers per ISO-639-1 language; others are refused with 400. */
  transcripts?: Record<string, string>;
}

export const FAKE_OPENAI_SPEECH_KEY = 'sk-fake-speech-key-0123456789';
/** The MP3 the fake speaks: an ID3 tag then the input text, so tests can see what was spoken. */
export const fakeOpenAiMp3 = (input: string) =>
  Buffer.concat([Buffer.from('ID3'), Buffer.from(input)]);

const AUDIO_EXTENSIONS = ['flac', 'mp3', 'mp4', 'mpeg', 'mpga', 'm4a', 'ogg', 'wav', 'webm'];
const SPEECH_FORMATS: Record<string, string> = {
  mp3: 'audio/mpeg',
  opus: 'audio/opus',
  aac: 'audio/aac',
  flac: 'audio/flac',
  wav: 'audio/wav',
  pcm: 'audio/pcm',
};

const openAiError = (status: number, message: string, code: string | null = null): FakeAnswer => ({
  status,
  body: { error: { message, type: 'invalid_request_error', param: null, code } },
});

/**
 * OpenAI's speech endpoints as the API answers them, behind `Authorization: Bearer <key>`
 * (401 with an OpenAI error body otherwise):
 * - POST /audio/transcriptions, multipart/form-data with `file` (a named audio file), `model`,
 *   optional `language` and `response_format` → json `{ text }`, text/plain for 'text';
 * - POST /audio/speech, JSON `{ model, input (≤ 4096 chars), voice, response_format }` → audio
 *   bytes with their content type (MP3 by default; real WAV for 'wav').
 */
export function startOpenAiSpeechFake(options: OpenAiSpeechFakeOptions = {}): Promise<FakeServer> {
  const apiKey = options.apiKey ?? FAKE_OPENAI_SPEECH_KEY;
  const transcripts: Record<string, string> = {
    en: 'Does my child have homework today?',
    ...options.transcripts,
  };
  return startFakeServer(async (call) => {
    if (call.method !== 'POST') return { status: 405, body: '' };
    if (call.headers.authorization !== `Bearer ${apiKey}`)
      return openAiError(401, 'Incorrect API key provided.', 'invalid_api_key');

    if (call.path === '/audio/transcriptions') {
      if (!String(call.headers['content-type'] ?? '').startsWith('multipart/form-data'))
        return openAiError(400, 'Invalid Content-Type header, expected multipart/form-data.');
      const { fields, files } = await readMultipart(call);
      const file = files.file;
      if (!file || !fields.model)
        return openAiError(400, "you must provide a 'file' and a 'model' parameter.");
      const extension = file.filename.split('.').pop()?.toLowerCase() ?? '';
      if (!AUDIO_EXTENSIONS.includes(extension) || file.data.length === 0)
        return openAiError(
          400,
          `Invalid file format. Supported formats: ${JSON.stringify(AUDIO_EXTENSIONS)}`,
        );
      if (extension === 'wav' && file.data.subarray(0, 4).toString('ascii') !== 'RIFF')
        return openAiError(400, 'Audio file might be corrupted or unsupported');
      const language = fields.language ?? 'en';
      const text = transcripts[language];
      if (text === undefined) return openAiError(400, `Unsupported language: ${language}`);
      const format = fields.response_format ?? 'json';
      if (format === 'text') return { headers: { 'Content-Type': 'text/plain' }, body: text };
      if (format !== 'json') return openAiError(400, `Unsupported response_format ${format}`);
      return { body: { text, usage: { type: 'duration', seconds: 2 } } };
    }

    if (call.path === '/audio/speech') {
      let request: { model?: string; input?: string; voice?: string; response_format?: string };
      try {
        request = call.json() as typeof request;
      } catch {
        return openAiError(400, 'We could not parse the JSON body of your request.');
      }
      if (!request.model || !request.voice || typeof request.input !== 'string')
        return openAiError(400, "you must provide 'model', 'input' and 'voice'.");
      if (request.input.length > 4096)
        return openAiError(400, "'input' is too long: at most 4096 characters.");
      const format = request.response_format ?? 'mp3';
      const contentType = SPEECH_FORMATS[format];
      if (!contentType) return openAiError(400, `Invalid response_format ${format}`);
      return {
        headers: { 'Content-Type': contentType },
        body:
          format === 'wav'
            ? makeWav({ seconds: 0.5, sampleRate: 24000, hz: 330 })
            : fakeOpenAiMp3(request.input),
      };
    }
    return openAiError(404, `Invalid URL (POST ${call.path})`);
  });
}

export const openAiFailures = {
  rateLimited: {
    status: 429,
    body: {
      error: {
        message: 'Rate limit reached for requests. Please try again in 20s.',
        type: 'requests',
        param: null,
        code: 'rate_limit_exceeded',
      },
    },
  },
} satisfies Record<string, FakeAnswer>;
