import {
  applyDictionaryMarkup,
  FAKE_CHAT_KEY,
  FAKE_OPENAI_SPEECH_KEY,
  FAKE_SPEECH_KEY,
  FAKE_TRANSLATOR_KEY,
  FAKE_TRANSLATOR_REGION,
  makeWav,
  openAiFailures,
  readMultipart,
  recognition,
  startAzureSpeechFake,
  startChatFake,
  startOpenAiSpeechFake,
  startTranslatorFake,
  translatorFailures,
  type FakeServer,
} from '../../test/fakes';
import { ProviderFailure } from '../domain/errors';
import { parseWav, type WavAudio } from '../domain/wav';
import { AzureSpeechToText, AzureTextToSpeech } from './azure-speech';
import { AzureTranslator } from './azure-translator';
import { OpenAiChat } from './openai-chat';
import { OpenAiSpeechToText, OpenAiTextToSpeech, speechChunks } from './openai-speech';

const wav = (opts: Parameters<typeof makeWav>[0] = {}): WavAudio => {
  const parsed = parseWav(makeWav(opts));
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.wav;
};

/** The failure an adapter call rejects with. */
async function failureOf(promise: Promise<unknown>): Promise<ProviderFailure> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderFailure);
  return error as ProviderFailure;
}

describe('Azure speech', () => {
  let fake: FakeServer;
  const settings = () => ({
    provider: 'azure' as const,
    key: FAKE_SPEECH_KEY,
    region: 'westeurope',
    sttEndpoint: fake.url,
    ttsEndpoint: fake.url,
    voices: { so: 'so-SO-UbaxNeural', en: 'en-US-JennyNeural' },
    outputFormat: 'audio-24khz-48kbitrate-mono-mp3',
  });
  beforeAll(async () => {
    fake = await startAzureSpeechFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.calls.splice(0));

  it('recognizes Somali with the short-audio query, key and 16 kHz WAV content type', async () => {
    const stt = new AzureSpeechToText(settings(), 2000);
    await expect(stt.transcribe(wav(), 'so')).resolves.toBe(
      'Ilmahaygu ma qabaa shaqo guri maanta?',
    );
    const [call] = fake.calls;
    expect(call?.path).toBe('/speech/recognition/conversation/cognitiveservices/v1');
    expect(call?.query).toEqual({ language: 'so-SO', format: 'simple' });
    expect(call?.headers['ocp-apim-subscription-key']).toBe(FAKE_SPEECH_KEY);
    expect(call?.headers['content-type']).toBe('audio/wav; codecs=audio/pcm; samplerate=16000');
    const sent = parseWav(call?.body ?? Buffer.alloc(0));
    expect(sent.ok && sent.wav.sampleRate).toBe(16000);
  });

  it('asks for en-US and resamples a 48 kHz recording to 16 kHz', async () => {
    const stt = new AzureSpeechToText(settings(), 2000);
    await expect(stt.transcribe(wav({ sampleRate: 48000, seconds: 0.5 }), 'en')).resolves.toBe(
      'Does my child have homework today?',
    );
    expect(fake.calls[0]?.query.language).toBe('en-US');
    const sent = parseWav(fake.calls[0]?.body ?? Buffer.alloc(0));
    expect(sent.ok && [sent.wav.sampleRate, sent.wav.durationSeconds]).toEqual([16000, 0.5]);
  });

  it.each([
    ['NoMatch', recognition.noMatch],
    ['InitialSilenceTimeout', recognition.silence],
  ])('turns %s into no speech, never a transcript', async (_status, answer) => {
    fake.script(answer);
    const failure = await failureOf(
      new AzureSpeechToText(settings(), 2000).transcribe(wav(), 'so'),
    );
    expect(failure.kind).toBe('no-speech');
  });

  it('fails on RecognitionStatus Error, a wrong key (401) and a refused content type (415)', async () => {
    fake.script(recognition.error);
    expect(
      (await failureOf(new AzureSpeechToText(settings(), 2000).transcribe(wav(), 'so'))).kind,
    ).toBe('failed');
    const wrongKey = await failureOf(
      new AzureSpeechToText({ ...settings(), key: 'wrong' }, 2000).transcribe(wav(), 'so'),
    );
    expect([wrongKey.kind, wrongKey.status]).toEqual(['failed', 401]);
    expect(wrongKey.message).not.toContain('wrong');
    fake.script({ status: 415, body: '' });
    expect(
      (await failureOf(new AzureSpeechToText(settings(), 2000).transcribe(wav(), 'so'))).status,
    ).toBe(415);
  });

  it('times out when recognition does not answer in time', async () => {
    fake.script({ delayMs: 1000, body: { RecognitionStatus: 'Success', DisplayText: 'late' } });
    const failure = await failureOf(new AzureSpeechToText(settings(), 150).transcribe(wav(), 'so'));
    expect(failure.kind).toBe('timeout');
  });

  it('synthesizes with the required headers and SSML naming the voice, escaping < & \' "', async () => {
    const tts = new AzureTextToSpeech(settings(), 2000);
    const speech = await tts.synthesize(`Ali & Hodan <3 "today" it's fine`, 'so');
    expect(speech.contentType).toBe('audio/mpeg');
    expect(speech.audio.subarray(0, 3).toString()).toBe('ID3');
    const [call] = fake.calls;
    expect(call?.path).toBe('/cognitiveservices/v1');
    expect(call?.headers).toMatchObject({
      'ocp-apim-subscription-key': FAKE_SPEECH_KEY,
      'content-type': 'application/ssml+xml',
      'x-microsoft-outputformat': 'audio-24khz-48kbitrate-mono-mp3',
      'user-agent': expect.any(String),
    });
    expect(call?.text()).toBe(
      "<speak version='1.0' xml:lang='so-SO'><voice xml:lang='so-SO' name='so-SO-UbaxNeural'>" +
        'Ali &amp; Hodan &lt;3 &quot;today&quot; it&apos;s fine</voice></speak>',
    );
  });

  it('asks for the configured output format and answers WAV with its true type', async () => {
    const tts = new AzureTextToSpeech(
      { ...settings(), outputFormat: 'riff-24khz-16bit-mono-pcm' },
      2000,
    );
    const speech = await tts.synthesize('Salaan', 'so');
    expect(fake.calls[0]?.headers['x-microsoft-outputformat']).toBe('riff-24khz-16bit-mono-pcm');
    expect(speech.contentType).toBe('audio/x-wav');
    expect(speech.audio.subarray(0, 4).toString()).toBe('RIFF');
  });

  it('speaks English with the configured English voice', async () => {
    const tts = new AzureTextToSpeech(
      { ...settings(), voices: { so: 'x', en: 'en-US-AvaNeural' } },
      2000,
    );
    await tts.synthesize('Hello', 'en');
    expect(fake.calls[0]?.text()).toContain("<voice xml:lang='en-US' name='en-US-AvaNeural'>Hello");
  });

  it('fails on 429 and on an answer that is not audio', async () => {
    const tts = new AzureTextToSpeech(settings(), 2000);
    fake.script({ status: 429, body: '' });
    expect((await failureOf(tts.synthesize('a', 'so'))).status).toBe(429);
    fake.script({ headers: { 'Content-Type': 'text/html' }, body: '<html></html>' });
    expect((await failureOf(tts.synthesize('a', 'so'))).kind).toBe('failed');
  });
});

describe('Azure Translator', () => {
  let fake: FakeServer;
  const translator = (over: Partial<{ key: string; region: string }> = {}, timeoutMs = 2000) =>
    new AzureTranslator(
      { key: FAKE_TRANSLATOR_KEY, region: FAKE_TRANSLATOR_REGION, endpoint: fake.url, ...over },
      timeoutMs,
    );
  beforeAll(async () => {
    fake = await startTranslatorFake({ dictionary: { Salaan: 'Hello' } });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.calls.splice(0));

  it('sends v3 query, key, region and [{ Text }] and reads translations[0].text', async () => {
    await expect(translator().translate('Salaan', 'so', 'en')).resolves.toBe('Hello');
    const [call] = fake.calls;
    expect(call?.path).toBe('/translate');
    expect(call?.query).toEqual({ 'api-version': '3.0', from: 'so', to: 'en' });
    expect(call?.headers).toMatchObject({
      'ocp-apim-subscription-key': FAKE_TRANSLATOR_KEY,
      'ocp-apim-subscription-region': FAKE_TRANSLATOR_REGION,
      'content-type': 'application/json',
    });
    expect(call?.json()).toEqual([{ Text: 'Salaan' }]);
  });

  it("reports the Translator's error body (code and message) on 401 and 429", async () => {
    const wrong = await failureOf(translator({ region: 'elsewhere' }).translate('a', 'so', 'en'));
    expect(wrong.status).toBe(401);
    expect(wrong.message).toContain('401000');
    fake.script(translatorFailures.tooManyRequests);
    const busy = await failureOf(translator().translate('a', 'so', 'en'));
    expect([busy.status, busy.message.includes('429000')]).toEqual([429, true]);
  });

  describe('with a glossary (dynamic dictionary)', () => {
    const glossary = [
      { en: 'report card', so: 'warbixinta buundooyinka' },
      { en: 'card', so: 'kaarka' },
      { en: 'Parents & Teachers "Night"', so: 'Habeenka "Waalidka" & Macallimiinta' },
    ];

    const marked = (source: string, target: string) =>
      `<mstrans:dictionary translation="${target}">${source}</mstrans:dictionary>`;

    it.each([
      [
        'sends the terms as dictionary markup and gets their agreed translation back',
        'Your Report Card and a library card.',
        `Your ${marked('Report Card', 'warbixinta buundooyinka')} and a library ${marked('card', 'kaarka')}.`,
        '[so] Your warbixinta buundooyinka and a library kaarka.',
      ],
      [
        'escapes quotes and ampersands, which the provider reads back as text',
        'Join Parents & Teachers "Night" today',
        `Join ${marked('Parents &amp; Teachers "Night"', 'Habeenka &quot;Waalidka&quot; &amp; Macallimiinta')} today`,
        '[so] Join Habeenka "Waalidka" & Macallimiinta today',
      ],
    ])('%s', async (_name, text, sent, translated) => {
      await expect(translator().translate(text, 'en', 'so', glossary)).resolves.toBe(translated);
      expect(fake.calls[0]?.json()).toEqual([{ Text: sent }]);
      expect(fake.calls[0]?.query.from).toBe('en');
    });

    it('matches the Somali side from Somali to English, and sends plain text without a glossary', async () => {
      await expect(
        translator().translate('Kaarka warbixinta buundooyinka', 'so', 'en', glossary),
      ).resolves.toBe('[en] card report card');
      await translator().translate('A report card', 'en', 'so');
      expect(fake.calls[1]?.json()).toEqual([{ Text: 'A report card' }]);
    });
  });

  it('the fake, like Azure, drops markup without an explicit from and keeps the phrase', () => {
    const marked = 'A <mstrans:dictionary translation="kaarka">card</mstrans:dictionary>';
    expect(applyDictionaryMarkup(marked, undefined, 'so')).toBe('A card');
    expect(applyDictionaryMarkup(marked, 'en', 'so')).toBe('A kaarka');
  });

  it('fails on an answer without translations and times out', async () => {
    fake.script({ body: [] });
    expect((await failureOf(translator().translate('a', 'so', 'en'))).kind).toBe('failed');
    fake.script({ delayMs: 1000, body: [] });
    expect((await failureOf(translator({}, 150).translate('a', 'so', 'en'))).kind).toBe('timeout');
  });
});

describe('OpenAI-compatible chat', () => {
  let fake: FakeServer;
  const chat = (apiKey = FAKE_CHAT_KEY) =>
    new OpenAiChat({ apiKey, baseUrl: fake.url, model: 'm-1' }, 2000);
  beforeAll(async () => {
    fake = await startChatFake({ reply: 'Hodan has no homework listed here.' });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.calls.splice(0));

  it('posts model and messages with a bearer key and reads choices[0].message.content', async () => {
    const messages = [
      { role: 'system' as const, content: 'Be kind' },
      { role: 'user' as const, content: 'Hi' },
    ];
    await expect(chat().complete(messages)).resolves.toBe('Hodan has no homework listed here.');
    const [call] = fake.calls;
    expect(call?.path).toBe('/chat/completions');
    expect(call?.headers.authorization).toBe(`Bearer ${FAKE_CHAT_KEY}`);
    expect(call?.json()).toMatchObject({ model: 'm-1', messages });
  });

  it('fails on 401 (with the error message, not the key) and on empty content', async () => {
    const refused = await failureOf(chat('sk-wrong').complete([{ role: 'user', content: 'x' }]));
    expect(refused.status).toBe(401);
    expect(refused.message).toContain('Incorrect API key');
    expect(refused.message).not.toContain('sk-wrong');
    fake.script({ body: { choices: [{ message: { content: '' } }] } });
    expect((await failureOf(chat().complete([{ role: 'user', content: 'x' }]))).kind).toBe(
      'failed',
    );
  });

  it('counts an unreachable server as failed', async () => {
    const closed = await startChatFake();
    await closed.close();
    const unreachable = new OpenAiChat({ apiKey: 'k', baseUrl: closed.url, model: 'm' }, 2000);
    expect((await failureOf(unreachable.complete([{ role: 'user', content: 'x' }]))).kind).toBe(
      'failed',
    );
  });
});

describe('OpenAI-compatible speech (English)', () => {
  let fake: FakeServer;
  const stt = (apiKey = FAKE_OPENAI_SPEECH_KEY, timeoutMs = 2000) =>
    new OpenAiSpeechToText(
      { provider: 'openai', apiKey, baseUrl: `${fake.url}/`, model: 'gpt-4o-mini-transcribe' },
      timeoutMs,
    );
  const tts = (apiKey = FAKE_OPENAI_SPEECH_KEY, timeoutMs = 2000) =>
    new OpenAiTextToSpeech(
      {
        provider: 'openai',
        apiKey,
        baseUrl: fake.url,
        model: 'gpt-4o-mini-tts',
        voice: 'alloy',
      },
      timeoutMs,
    );
  beforeAll(async () => {
    fake = await startOpenAiSpeechFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.calls.splice(0));

  it('transcribes with a bearer key and the multipart fields file, model, language=en, response_format=json', async () => {
    await expect(stt().transcribe(wav({ sampleRate: 44100 }), 'en')).resolves.toBe(
      'Does my child have homework today?',
    );
    const [call] = fake.calls;
    expect(call?.path).toBe('/audio/transcriptions');
    expect(call?.headers.authorization).toBe(`Bearer ${FAKE_OPENAI_SPEECH_KEY}`);
    expect(call?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const { fields, files } = await readMultipart(call!);
    expect(fields).toEqual({
      model: 'gpt-4o-mini-transcribe',
      language: 'en',
      response_format: 'json',
    });
    expect(files.file).toMatchObject({ filename: 'recording.wav', mimeType: 'audio/wav' });
    const sent = parseWav(files.file!.data);
    expect(sent.ok && sent.wav.sampleRate).toBe(16000);
  });

  it('speaks through JSON { model, input, voice, response_format } and answers MP3 with its type', async () => {
    const speech = await tts().synthesize('Hodan has no homework today.', 'en');
    expect(speech.contentType).toBe('audio/mpeg');
    expect(speech.audio.toString()).toBe('ID3Hodan has no homework today.');
    const [call] = fake.calls;
    expect(call?.path).toBe('/audio/speech');
    expect(call?.headers).toMatchObject({
      authorization: `Bearer ${FAKE_OPENAI_SPEECH_KEY}`,
      'content-type': 'application/json',
    });
    expect(call?.json()).toEqual({
      model: 'gpt-4o-mini-tts',
      input: 'Hodan has no homework today.',
      voice: 'alloy',
      response_format: 'mp3',
    });
  });

  it('speaks a text longer than 4096 characters in pieces cut between sentences, joined', async () => {
    const sentence = 'Hodan read a chapter of her book today. ';
    const long = sentence.repeat(120).trim(); // 4799 characters
    const speech = await tts().synthesize(long, 'en');
    const inputs = fake.calls.map((call) => (call.json() as { input: string }).input);
    expect(inputs.length).toBe(2);
    expect(inputs.every((input) => input.length <= 4096 && input.endsWith('today.'))).toBe(true);
    expect(inputs.join(' ')).toBe(long);
    expect(speech.audio.toString()).toBe(`ID3${inputs[0]}ID3${inputs[1]}`);
    expect(speechChunks('a'.repeat(10), 4)).toEqual(['aaaa', 'aaaa', 'aa']);
  });

  it('reports English only and refuses Somali without calling the provider', async () => {
    expect([stt().languages, tts().languages]).toEqual([['en'], ['en']]);
    expect((await failureOf(stt().transcribe(wav(), 'so'))).kind).toBe('failed');
    expect((await failureOf(tts().synthesize('Nabad', 'so'))).kind).toBe('failed');
    expect(fake.calls).toHaveLength(0);
  });

  it.each([
    ['transcription', () => stt('sk-wrong').transcribe(wav(), 'en')],
    ['speech', () => tts('sk-wrong').synthesize('Hi', 'en')],
  ])('fails on 401 for %s with the error message, never the key', async (_name, attempt) => {
    const refused = await failureOf(attempt());
    expect([refused.kind, refused.status]).toEqual(['failed', 401]);
    expect(refused.message).toContain('Incorrect API key');
    expect(refused.message).not.toContain('sk-wrong');
  });

  it('fails on 429 (rate limit) for both', async () => {
    fake.script(openAiFailures.rateLimited, openAiFailures.rateLimited);
    const busy = await failureOf(stt().transcribe(wav(), 'en'));
    expect([busy.status, busy.message]).toEqual([
      429,
      expect.stringContaining('Rate limit reached'),
    ]);
    expect((await failureOf(tts().synthesize('Hi', 'en'))).status).toBe(429);
  });

  it('times out when either does not answer in time', async () => {
    fake.script({ delayMs: 1000, body: { text: 'late' } }, { delayMs: 1000, body: 'late' });
    expect((await failureOf(stt(undefined, 150).transcribe(wav(), 'en'))).kind).toBe('timeout');
    expect((await failureOf(tts(undefined, 150).synthesize('Hi', 'en'))).kind).toBe('timeout');
  });

  it('counts an empty transcript as no speech and a non-audio answer as a failure', async () => {
    fake.script({ body: { text: '  ' } });
    expect((await failureOf(stt().transcribe(wav(), 'en'))).kind).toBe('no-speech');
    fake.script({ headers: { 'Content-Type': 'application/json' }, body: { ok: true } });
    expect((await failureOf(tts().synthesize('Hi', 'en'))).kind).toBe('failed');
  });
});
