import { Writable } from 'node:stream';
import {
  chatCompleteFullResponseSchema,
  voiceCapabilitiesSchema,
  type ChatCompleteFullResponse,
} from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { signedHeaders, startTestApp, TEST_SECRET } from '@d742/service-testing';
import type { Connection } from 'mongoose';
import pino from 'pino';
import supertest from 'supertest';
import {
  FAKE_TRANSLATOR_KEY,
  makeWav,
  recognition,
  startTranslatorFake,
  translatorFailures,
} from '../test/fakes';
import { createApp } from './app';
import { loadConfig } from './config';
import {
  startVoiceTestApp,
  voiceTestConfig,
  type VoiceFakesApp,
  type VoiceTestApp,
} from './testing-app';

const amina = () => signedHeaders(TEST_SECRET, { role: 'parent', userId: DEMO_USERS.amina.id });

/** POST /api/voice/transcribe as Amina: a one-second recording in `language`. */
const postTranscribe = (request: VoiceTestApp['request'], language: string) =>
  request
    .post('/api/voice/transcribe')
    .set(amina())
    .attach('audio', makeWav(), 'a.wav')
    .field('language', language);

/** POST /api/voice/chat-complete as Amina: these form fields, and a recording unless `audio` is null. */
function postChatComplete(
  request: VoiceTestApp['request'],
  fields: Record<string, string>,
  audio: Buffer | null = makeWav({ seconds: 2 }),
) {
  let req = request.post('/api/voice/chat-complete').set(amina());
  if (audio)
    req = req.attach('audio', audio, { filename: 'question.wav', contentType: 'audio/wav' });
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return req;
}

describe('without providers', () => {
  let testApp: VoiceTestApp;
  let request: typeof testApp.request;

  beforeAll(async () => {
    testApp = await startTestApp({ name: 'voice', config: voiceTestConfig, createApp });
    request = testApp.request;
  });
  afterAll(async () => {
    await testApp?.stop();
  });

  it('answers /health without identity, with the database state', async () => {
    const res = await request.get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.objectContaining({ status: 'ok', service: 'voice', database: 'up' }),
    );
  });

  it('rejects unsigned API requests with 401 JSON', async () => {
    const res = await request
      .post('/api/voice/translate')
      .send({ text: 'Salaan', fromLanguage: 'so', toLanguage: 'en' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
  });

  it('reports every capability unavailable', async () => {
    const res = await request.get('/api/voice/capabilities').set(amina()).expect(200);
    const caps = voiceCapabilitiesSchema.parse(res.body);
    expect(Object.values(caps).map((c) => c.available)).toEqual([false, false, false, false]);
  });

  it("answers 503 VOICE_PROVIDER_NOT_CONFIGURED in the reader's language", async () => {
    const body = { text: 'Salaan', fromLanguage: 'so', toLanguage: 'en' };
    const so = await request.post('/api/voice/translate').set(amina()).send(body).expect(503);
    expect(so.body).toEqual({
      error: 'Adeeggan codka weli lama diyaarin. Fadlan fariintaada qor.',
      code: 'VOICE_PROVIDER_NOT_CONFIGURED',
      details: { capability: 'translation' },
    });
    const en = await request
      .post('/api/voice/speak')
      .set(amina())
      .set('Accept-Language', 'en')
      .send({ text: 'Hello', language: 'en' })
      .expect(503);
    expect(en.body.error).toMatch(/not set up yet/);
    const chat = await request
      .post('/api/voice/chat-complete')
      .set(amina())
      .attach('audio', makeWav(), { filename: 'a.wav', contentType: 'audio/wav' })
      .field('userLanguage', 'so')
      .field('responseLanguage', 'so')
      .expect(503);
    expect(chat.body.details).toEqual({ capability: 'speechToText' });
  });

  it('translates a text into its own language without any provider', async () => {
    const res = await request
      .post('/api/voice/translate')
      .set(amina())
      .send({ text: ' Salaan ', fromLanguage: 'so', toLanguage: 'so' })
      .expect(200);
    expect(res.body).toEqual({ translatedText: 'Salaan' });
  });
});

describe('with providers (loopback fakes) and the real academics', () => {
  let t: VoiceFakesApp;
  const chatComplete = (fields: Record<string, string>, audio?: Buffer) =>
    postChatComplete(t.request, fields, audio);

  beforeAll(async () => {
    t = await startVoiceTestApp({
      translator: {
        dictionary: {
          'Ilmahaygu ma qabaa shaqo guri maanta?': 'Does my child have homework today?',
          'Please check the Assignments page.': 'Fadlan eeg bogga Hawlaha.',
        },
      },
      chat: { reply: 'Please check the Assignments page.' },
      env: { VOICE_PROVIDER_TIMEOUT_MS: '1000' },
    });
  }, 60_000);
  afterAll(() => t?.stop());
  beforeEach(() => {
    for (const fake of Object.values(t.fakes)) fake.calls.splice(0);
  });

  it('reports every capability available for so and en', async () => {
    const res = await t.request.get('/api/voice/capabilities').set(amina()).expect(200);
    expect(voiceCapabilitiesSchema.parse(res.body).chat).toEqual({
      available: true,
      languages: ['so', 'en'],
    });
  });

  it('runs speech → text → English → assistant → Somali → speech', async () => {
    const res = await chatComplete({
      userLanguage: 'so',
      responseLanguage: 'so',
      context: 'parent-teacher',
    }).expect(200);
    const body: ChatCompleteFullResponse = chatCompleteFullResponseSchema.parse(res.body);
    expect(body).toMatchObject({
      transcription: { text: 'Ilmahaygu ma qabaa shaqo guri maanta?', language: 'so' },
      translation: { originalText: 'Ilmahaygu ma qabaa shaqo guri maanta?' },
      aiResponse: { message: 'Fadlan eeg bogga Hawlaha.', language: 'so' },
      stages: {
        englishText: 'Does my child have homework today?',
        aiEnglishText: 'Please check the Assignments page.',
        responseAudioType: 'audio/mpeg',
      },
    });
    const audio = Buffer.from(body.responseAudioBase64, 'base64').toString();
    expect(audio).toContain("name='so-SO-UbaxNeural'>Fadlan eeg bogga Hawlaha.</voice>");
    expect(t.fakes.translator.calls.map((c) => [c.query.from, c.query.to])).toEqual([
      ['so', 'en'],
      ['en', 'so'],
    ]);

    // The assistant learned the children from academics (signed as Amina) and not to invent facts.
    const request = t.fakes.chat.calls[0]?.json() as {
      model: string;
      messages: Array<{ role: string; content: string }>;
    };
    expect(request.model).toBe('fake-model');
    const [system, user] = request.messages;
    expect(user).toEqual({ role: 'user', content: 'Does my child have homework today?' });
    expect(system?.content).toContain(
      `${DEMO_STUDENTS.hodan.firstName} (grade ${DEMO_STUDENTS.hodan.grade})`,
    );
    expect(system?.content).toContain(DEMO_STUDENTS.ayaan.firstName);
    expect(system?.content).not.toContain(DEMO_STUDENTS.ifrah.firstName);
    expect(system?.content).toMatch(/Never invent grades.*dates/);
    expect(system?.content).toContain('a parent or guardian');
  });

  it('calls no translator when both sides speak English', async () => {
    const res = await chatComplete({
      userLanguage: 'en',
      responseLanguage: 'en',
      context: 'educational',
    }).expect(200);
    expect(res.body.transcription).toEqual({
      text: 'Does my child have homework today?',
      language: 'en',
    });
    expect(res.body.translation).toBeUndefined();
    expect(res.body.stages.englishText).toBeUndefined();
    expect(t.fakes.translator.calls).toHaveLength(0);
    expect(t.fakes.speech.calls[0]?.query.language).toBe('en-US');
  });

  describe('a typed question', () => {
    const typed = (fields: Record<string, string>) => postChatComplete(t.request, fields, null);

    it('runs text → English → assistant → Somali → speech without speech to text', async () => {
      const res = await typed({
        text: '  Ilmahaygu ma qabaa shaqo guri maanta?  ',
        userLanguage: 'so',
        responseLanguage: 'so',
      }).expect(200);
      expect(chatCompleteFullResponseSchema.parse(res.body)).toMatchObject({
        transcription: { text: 'Ilmahaygu ma qabaa shaqo guri maanta?', language: 'so' },
        translation: { originalText: 'Ilmahaygu ma qabaa shaqo guri maanta?' },
        aiResponse: { message: 'Fadlan eeg bogga Hawlaha.', language: 'so' },
        stages: {
          englishText: 'Does my child have homework today?',
          responseAudioType: 'audio/mpeg',
        },
      });
      expect(res.body.responseAudioBase64).not.toBe('');
      // Only speech output went to Azure Speech: nothing was recognized.
      expect(t.fakes.speech.calls.map((c) => c.path)).toEqual(['/cognitiveservices/v1']);
      const request = t.fakes.chat.calls[0]?.json() as { messages: Array<{ content: string }> };
      expect(request.messages[1]?.content).toBe('Does my child have homework today?');
    });

    it('accepts exactly 1000 characters after trimming', async () => {
      await typed({
        text: ` ${'a'.repeat(1000)} `,
        userLanguage: 'en',
        responseLanguage: 'en',
      }).expect(200);
    });

    it.each([
      ['neither a recording nor a text', {}, 'missing', /Su'aashaada duub ama qor/],
      ['a blank text', { text: '   ' }, 'blank', /Marka hore su'aashaada qor/],
      ['a text over 1000 characters', { text: 'a'.repeat(1001) }, 'too-long', /1000 xaraf/],
    ])('refuses %s with a localized 400', async (_name, fields, reason, message) => {
      const res = await typed({ userLanguage: 'so', responseLanguage: 'so', ...fields }).expect(
        400,
      );
      expect(res.body).toMatchObject({
        code: 'VOICE_CHAT_INPUT_INVALID',
        details: { reason },
        error: expect.stringMatching(message),
      });
      expect(t.fakes.chat.calls).toHaveLength(0);
    });

    it('refuses a recording and a text together, in English for an English reader', async () => {
      const res = await chatComplete({
        userLanguage: 'en',
        responseLanguage: 'en',
        text: 'Hello',
      })
        .set('Accept-Language', 'en')
        .expect(400);
      expect(res.body).toEqual({
        error: 'Send one of the two: a recording or a typed question.',
        code: 'VOICE_CHAT_INPUT_INVALID',
        details: { reason: 'both', maxLength: 1000 },
      });
      expect(t.fakes.speech.calls).toHaveLength(0);
    });
  });

  describe('when speech output fails', () => {
    it.each([
      ['refuses', 'VOICE_PROVIDER_FAILED', { status: 500, body: '' }],
      ['is too slow', 'VOICE_PROVIDER_TIMEOUT', { delayMs: 3000, body: '' }],
    ])('still answers every text stage when Azure speech %s (%s)', async (_name, code, answer) => {
      t.fakes.speech.scriptFor('/cognitiveservices/v1', answer);
      const res = await chatComplete({ userLanguage: 'so', responseLanguage: 'so' }).expect(200);
      const body = chatCompleteFullResponseSchema.parse(res.body);
      expect(body).toMatchObject({
        transcription: { text: 'Ilmahaygu ma qabaa shaqo guri maanta?' },
        aiResponse: { message: 'Fadlan eeg bogga Hawlaha.' },
        responseAudioBase64: '',
        stages: { aiEnglishText: 'Please check the Assignments page.', speechError: code },
      });
      expect(body.stages.responseAudioType).toBeUndefined();
      // Recognition still worked: only synthesis failed.
      expect(t.fakes.speech.calls.map((c) => c.path)).toEqual([
        '/speech/recognition/conversation/cognitiveservices/v1',
        '/cognitiveservices/v1',
      ]);
    });
  });

  it('answers 422 VOICE_NO_SPEECH on NoMatch and asks the assistant nothing', async () => {
    t.fakes.speech.script(recognition.noMatch);
    const res = await chatComplete({ userLanguage: 'so', responseLanguage: 'so' }).expect(422);
    expect(res.body.code).toBe('VOICE_NO_SPEECH');
    expect(t.fakes.chat.calls).toHaveLength(0);
  });

  it('answers 502 VOICE_PROVIDER_FAILED when the translator refuses, 504 when it is too slow', async () => {
    t.fakes.translator.script(translatorFailures.unauthorized);
    const failed = await chatComplete({ userLanguage: 'so', responseLanguage: 'en' }).expect(502);
    expect(failed.body).toMatchObject({
      code: 'VOICE_PROVIDER_FAILED',
      details: { provider: 'azure-translator', status: 401 },
    });
    t.fakes.translator.script({ delayMs: 3000, body: [] });
    const slow = await t.request
      .post('/api/voice/translate')
      .set(amina())
      .send({ text: 'Salaan', fromLanguage: 'so', toLanguage: 'en' })
      .expect(504);
    expect(slow.body.code).toBe('VOICE_PROVIDER_TIMEOUT');
  });

  it('transcribes a recording in the language asked', async () => {
    const res = await t.request
      .post('/api/voice/transcribe')
      .set(amina())
      .attach('audio', makeWav({ sampleRate: 44100 }), 'a.wav')
      .field('language', 'en')
      .expect(200);
    expect(res.body).toEqual({ text: 'Does my child have homework today?', language: 'en' });
  });

  it('translates through the provider', async () => {
    const res = await t.request
      .post('/api/voice/translate')
      .set(amina())
      .send({ text: 'Salaan', fromLanguage: 'so', toLanguage: 'en' })
      .expect(200);
    expect(res.body).toEqual({ translatedText: '[en] Salaan' });
  });

  it("pins the glossary's school words through Azure's dynamic dictionary", async () => {
    const res = await t.request
      .post('/api/voice/translate')
      .set(amina())
      .send({
        text: 'Abdi was tardy and missed the conference.',
        fromLanguage: 'en',
        toLanguage: 'so',
        glossary: [
          { en: 'tardy', so: 'daahitaan' },
          { en: 'conference', so: 'shirka waalidka iyo macallinka' },
        ],
      })
      .expect(200);
    expect(res.body).toEqual({
      translatedText: '[so] Abdi was daahitaan and missed the shirka waalidka iyo macallinka.',
    });
  });

  it('speaks audio with its true type and serves a repeated text from memory', async () => {
    const body = { text: 'Soo dhawoow', language: 'so' };
    const first = await t.request.post('/api/voice/speak').set(amina()).send(body).expect(200);
    expect(first.headers['content-type']).toBe('audio/mpeg');
    expect(first.headers['x-voice-cache']).toBe('miss');
    const again = await t.request.post('/api/voice/speak').set(amina()).send(body).expect(200);
    expect(again.headers['x-voice-cache']).toBe('hit');
    expect(Buffer.compare(first.body as Buffer, again.body as Buffer)).toBe(0);
    expect(t.fakes.speech.calls).toHaveLength(1);
  });

  describe('validation', () => {
    it.each([
      [
        'not a WAV',
        Buffer.from('ID3 mp3 bytes here, not a wave file at all'),
        'VOICE_AUDIO_INVALID',
        /RIFF/,
      ],
      ['stereo', makeWav({ channels: 2 }), 'VOICE_AUDIO_INVALID', /mono/],
      ['61 seconds', makeWav({ seconds: 61, sampleRate: 8000 }), 'VOICE_AUDIO_TOO_LONG', undefined],
    ])('refuses %s with 400', async (_name, audio, code, reason) => {
      const res = await chatComplete({ userLanguage: 'so', responseLanguage: 'so' }, audio).expect(
        400,
      );
      expect(res.body.code).toBe(code);
      if (reason) expect(res.body.details.reason).toMatch(reason);
      expect(t.fakes.speech.calls).toHaveLength(0);
    });

    it('refuses a recording over 2.5 MB with 413', async () => {
      const res = await chatComplete(
        { userLanguage: 'so', responseLanguage: 'so' },
        makeWav({ seconds: 28, sampleRate: 48000 }),
      ).expect(413);
      expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('refuses a language other than so/en, a missing recording and a JSON body', async () => {
      const fr = await chatComplete({ userLanguage: 'fr', responseLanguage: 'so' }).expect(400);
      expect(fr.body.code).toBe('VALIDATION_FAILED');
      const noAudio = await t.request
        .post('/api/voice/transcribe')
        .set(amina())
        .field('language', 'so')
        .expect(400);
      expect(noAudio.body.error).toMatch(/recording is required/);
      await t.request
        .post('/api/voice/transcribe')
        .set(amina())
        .send({ language: 'so' })
        .expect(415);
    });

    it('refuses texts over 5000 characters and unknown languages', async () => {
      await t.request
        .post('/api/voice/speak')
        .set(amina())
        .send({ text: 'a'.repeat(5001), language: 'so' })
        .expect(400);
      await t.request
        .post('/api/voice/translate')
        .set(amina())
        .send({ text: 'a', fromLanguage: 'so', toLanguage: 'ar' })
        .expect(400);
    });
  });
});

describe('without speech to text', () => {
  let t: VoiceFakesApp;
  beforeAll(async () => {
    t = await startVoiceTestApp({ academics: false, env: { VOICE_STT_PROVIDER: 'none' } });
  }, 60_000);
  afterAll(() => t?.stop());

  it('answers a typed question, and a recording with 503 naming speech to text', async () => {
    const typed = await postChatComplete(
      t.request,
      { text: 'Does my child have homework today?', userLanguage: 'en', responseLanguage: 'en' },
      null,
    ).expect(200);
    expect(typed.body.transcription).toEqual({
      text: 'Does my child have homework today?',
      language: 'en',
    });
    expect(typed.body.aiResponse.message).toBe('You asked: Does my child have homework today?');
    const spoken = await postChatComplete(t.request, {
      userLanguage: 'en',
      responseLanguage: 'en',
    }).expect(503);
    expect(spoken.body).toMatchObject({
      code: 'VOICE_PROVIDER_NOT_CONFIGURED',
      details: { capability: 'speechToText' },
    });
  });
});

describe('with OpenAI-compatible speech (English only)', () => {
  let t: VoiceFakesApp;
  beforeAll(async () => {
    t = await startVoiceTestApp({ academics: false, openaiSpeech: true });
  }, 60_000);
  afterAll(() => t?.stop());
  beforeEach(() => {
    for (const fake of Object.values(t.fakes)) fake.calls.splice(0);
  });
  const openai = () => t.fakes.openaiSpeech!;

  it('reports speech to text and speech for English only', async () => {
    const res = await t.request.get('/api/voice/capabilities').set(amina()).expect(200);
    expect(voiceCapabilitiesSchema.parse(res.body)).toEqual({
      speechToText: { available: true, languages: ['en'] },
      textToSpeech: { available: true, languages: ['en'] },
      translation: { available: true, languages: ['so', 'en'] },
      chat: { available: true, languages: ['so', 'en'] },
    });
  });

  it('transcribes and speaks English through the OpenAI endpoints', async () => {
    const heard = await postTranscribe(t.request, 'en').expect(200);
    expect(heard.body).toEqual({ text: 'Does my child have homework today?', language: 'en' });
    const spoken = await t.request
      .post('/api/voice/speak')
      .set(amina())
      .send({ text: 'Hello', language: 'en' })
      .expect(200);
    expect(spoken.headers['content-type']).toBe('audio/mpeg');
    expect(openai().calls.map((c) => c.path)).toEqual(['/audio/transcriptions', '/audio/speech']);
    expect(t.fakes.speech.calls).toHaveLength(0);
  });

  it("answers Somali with 503 VOICE_LANGUAGE_NOT_SUPPORTED in the reader's language", async () => {
    const heard = await postTranscribe(t.request, 'so').expect(503);
    expect(heard.body).toEqual({
      error: 'Adeeggan codku weli kuma shaqeeyo luqaddan. Fadlan fariintaada qor.',
      code: 'VOICE_LANGUAGE_NOT_SUPPORTED',
      details: { capability: 'speechToText', language: 'so', supportedLanguages: ['en'] },
    });
    const spoken = await t.request
      .post('/api/voice/speak')
      .set(amina())
      .set('Accept-Language', 'en')
      .send({ text: 'Nabad', language: 'so' })
      .expect(503);
    expect(spoken.body.code).toBe('VOICE_LANGUAGE_NOT_SUPPORTED');
    expect(spoken.body.error).toMatch(/does not work in this language yet/);
    const chat = await postChatComplete(t.request, {
      userLanguage: 'so',
      responseLanguage: 'so',
    }).expect(503);
    expect(chat.body.code).toBe('VOICE_LANGUAGE_NOT_SUPPORTED');
    expect(openai().calls).toHaveLength(0);
    expect(t.fakes.chat.calls).toHaveLength(0);
  });

  it('answers a typed Somali question in text only: the English voice does not speak Somali', async () => {
    const res = await postChatComplete(
      t.request,
      { text: 'Salaan', userLanguage: 'so', responseLanguage: 'so' },
      null,
    ).expect(200);
    expect(res.body.aiResponse.message).toBe('[so] You asked: [en] Salaan');
    expect(res.body.responseAudioBase64).toBe('');
    expect(res.body.stages.speechError).toBeUndefined();
    expect(openai().calls).toHaveLength(0);
  });

  it('runs an English recording through OpenAI speech both ways', async () => {
    const res = await postChatComplete(t.request, {
      userLanguage: 'en',
      responseLanguage: 'en',
    }).expect(200);
    expect(res.body.transcription.text).toBe('Does my child have homework today?');
    expect(Buffer.from(res.body.responseAudioBase64, 'base64').toString()).toBe(
      'ID3You asked: Does my child have homework today?',
    );
  });
});

describe('without speech output, with academics down', () => {
  let t: VoiceFakesApp;
  beforeAll(async () => {
    t = await startVoiceTestApp({
      academics: false,
      env: { VOICE_TTS_PROVIDER: 'none', ACADEMICS_URL: 'http://127.0.0.1:9' },
    });
  }, 60_000);
  afterAll(() => t?.stop());

  it('answers every text stage, audio empty, and the assistant knows no children', async () => {
    const res = await postChatComplete(t.request, {
      userLanguage: 'en',
      responseLanguage: 'so',
    }).expect(200);
    expect(res.body.responseAudioBase64).toBe('');
    expect(res.body.stages.responseAudioType).toBeUndefined();
    expect(res.body.aiResponse.message).toBe('[so] You asked: Does my child have homework today?');
    const request = t.fakes.chat.calls[0]?.json() as { messages: Array<{ content: string }> };
    expect(request.messages[0]?.content).toContain('do not know the names');
    const caps = await t.request.get('/api/voice/capabilities').set(amina()).expect(200);
    expect(caps.body.textToSpeech).toEqual({ available: false, languages: [] });
  });
});

it('never writes a provider key to the log', async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const translator = await startTranslatorFake({ key: 'another-key' });
  try {
    const config = loadConfig({
      MONGODB_URI: 'mongodb://127.0.0.1:27017/unused',
      INTERNAL_SECRET: TEST_SECRET,
      AZURE_TRANSLATOR_KEY: FAKE_TRANSLATOR_KEY,
      AZURE_TRANSLATOR_REGION: 'westeurope',
      AZURE_TRANSLATOR_ENDPOINT: translator.url,
    });
    const app = createApp({
      connection: { readyState: 1 } as Connection,
      config,
      logger: pino({ level: 'debug' }, sink),
    });
    await supertest(app.callback())
      .post('/api/voice/translate')
      .set(amina())
      .send({ text: 'Salaan', fromLanguage: 'so', toLanguage: 'en' })
      .expect(502);
    const log = lines.join('');
    expect(log).toContain('voice provider call failed');
    expect(log).not.toContain(FAKE_TRANSLATOR_KEY);
  } finally {
    await translator.close();
  }
});

describe('loadConfig', () => {
  const base = { MONGODB_URI: 'mongodb://127.0.0.1:27017/d742_voice', INTERNAL_SECRET: 'x' };

  it('listens on VOICE_PORT, else PORT, else 4104', () => {
    expect(loadConfig(base).port).toBe(4104);
    expect(loadConfig({ ...base, PORT: '4300' }).port).toBe(4300);
    expect(loadConfig({ ...base, PORT: '4300', VOICE_PORT: '4204' }).port).toBe(4204);
  });

  it('fails fast naming every bad variable', () => {
    expect(() => loadConfig({ VOICE_PORT: 'abc' })).toThrow(
      /MONGODB_URI[\s\S]*INTERNAL_SECRET|INTERNAL_SECRET[\s\S]*MONGODB_URI/,
    );
  });

  it('turns nothing on without keys, and Azure endpoints follow the region', () => {
    expect(loadConfig(base).providers).toEqual({});
    const config = loadConfig({
      ...base,
      AZURE_SPEECH_KEY: 'k',
      AZURE_SPEECH_REGION: 'westeurope',
      VOICE_TTS_PROVIDER: 'none',
    });
    expect(config.providers.speechToText).toMatchObject({
      sttEndpoint: 'https://westeurope.stt.speech.microsoft.com',
      ttsEndpoint: 'https://westeurope.tts.speech.microsoft.com',
      voices: { so: 'so-SO-UbaxNeural', en: 'en-US-JennyNeural' },
      outputFormat: 'audio-24khz-48kbitrate-mono-mp3',
    });
    expect(config.providers.textToSpeech).toBeUndefined();
  });

  it('serves speech by OpenAI only when chosen, sharing the chat key and host unless given its own', () => {
    const shared = loadConfig({
      ...base,
      CHAT_API_KEY: 'sk-chat',
      CHAT_BASE_URL: 'http://127.0.0.1:1/v1',
      VOICE_STT_PROVIDER: 'openai',
    });
    expect(shared.providers.speechToText).toEqual({
      provider: 'openai',
      apiKey: 'sk-chat',
      baseUrl: 'http://127.0.0.1:1/v1',
      model: 'gpt-4o-mini-transcribe',
    });
    expect(shared.providers.textToSpeech).toBeUndefined();
    const own = loadConfig({
      ...base,
      OPENAI_SPEECH_API_KEY: 'sk-speech',
      OPENAI_STT_MODEL: 'whisper-1',
      OPENAI_TTS_MODEL: 'tts-1',
      OPENAI_TTS_VOICE: 'nova',
      VOICE_STT_PROVIDER: 'openai',
      VOICE_TTS_PROVIDER: 'openai',
    });
    expect(own.providers.speechToText).toMatchObject({
      apiKey: 'sk-speech',
      baseUrl: 'https://api.openai.com/v1',
      model: 'whisper-1',
    });
    expect(own.providers.textToSpeech).toEqual({
      provider: 'openai',
      apiKey: 'sk-speech',
      baseUrl: 'https://api.openai.com/v1',
      model: 'tts-1',
      voice: 'nova',
    });
  });

  it('refuses half-set OpenAI speech, naming what is missing', () => {
    expect(() => loadConfig({ ...base, VOICE_TTS_PROVIDER: 'openai' })).toThrow(
      /OPENAI_SPEECH_API_KEY: is required when VOICE_TTS_PROVIDER is openai/,
    );
    expect(() =>
      loadConfig({
        ...base,
        CHAT_API_KEY: 'sk-chat',
        OPENAI_SPEECH_BASE_URL: 'http://127.0.0.1:2/v1',
        VOICE_STT_PROVIDER: 'openai',
      }),
    ).toThrow(/OPENAI_SPEECH_API_KEY: is required when OPENAI_SPEECH_BASE_URL is set/);
    const unused = () => loadConfig({ ...base, OPENAI_SPEECH_API_KEY: 'sk-secret-speech' });
    expect(unused).toThrow(/VOICE_TTS_PROVIDER must be openai when OPENAI_SPEECH_API_KEY is set/);
    expect(unused).not.toThrow(/sk-secret-speech/);
    expect(() => loadConfig({ ...base, VOICE_TRANSLATION_PROVIDER: 'openai' })).toThrow(
      /VOICE_TRANSLATION_PROVIDER/,
    );
  });

  it('refuses half-set providers, naming the missing variables but never the keys', () => {
    const attempt = () =>
      loadConfig({
        ...base,
        AZURE_SPEECH_KEY: 'secret-speech-key',
        AZURE_TRANSLATOR_REGION: 'westeurope',
        CHAT_BASE_URL: 'http://127.0.0.1:1/v1',
        VOICE_CHAT_PROVIDER: 'openai',
      });
    expect(attempt).toThrow(/AZURE_SPEECH_REGION: is required when AZURE_SPEECH_KEY is set/);
    expect(attempt).toThrow(
      /AZURE_TRANSLATOR_KEY: is required when AZURE_TRANSLATOR_REGION is set/,
    );
    expect(attempt).toThrow(/CHAT_API_KEY: is required when CHAT_BASE_URL is set/);
    expect(attempt).not.toThrow(/secret-speech-key/);
  });
});
