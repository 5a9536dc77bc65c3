import {
  CONVERSATION_TEXT_MAX_LENGTH,
  MESSAGE_SEND_RATE_LIMIT,
  replySchema,
  threadResponseSchema,
} from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { makeWav } from '../../../voice/test/fakes';
import { startMessagingTestApp, type MessagingTestApp } from '../testing-app';

/** Bad input and limits; the voice service cannot be reached here (nothing is translated). */
const { amina, teacher } = DEMO_USERS;
let clock = new Date('2026-11-20T15:00:00Z');
let t: MessagingTestApp;
let threadId = '';

beforeAll(async () => {
  t = await startMessagingTestApp({ clock: () => clock });
  const res = await t.request.post('/api/conversations').set(t.as('parent', amina.id)).send({
    teacherId: teacher.id,
    studentId: DEMO_STUDENTS.abdi.id,
    subject: 'Buugaag',
    content: 'Abdi buug cusub ma u baahan yahay?',
    language: 'so',
  });
  threadId = threadResponseSchema.parse(res.body).message.thread.id;
});
afterAll(() => t?.stop());

beforeEach(() => {
  clock = new Date(clock.getTime() + MESSAGE_SEND_RATE_LIMIT.windowMs);
});

const asAmina = () => t.as('parent', amina.id);
const replyJson = (body: unknown, lang = 'en') =>
  t.request
    .post(`/api/messages/${threadId}/replies`)
    .set(asAmina())
    .set('Accept-Language', lang)
    .send(body as object);
const replyForm = (fields: Record<string, string>, audio?: Buffer, lang = 'en') => {
  let req = t.request
    .post(`/api/messages/${threadId}/replies`)
    .set(asAmina())
    .set('Accept-Language', lang);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return audio ? req.attach('audio', audio, { filename: 'r.wav', contentType: 'audio/wav' }) : req;
};
const storedNow = async () => ({
  replies: await t.models.Reply.countDocuments(),
  audio: await t.connection.collection('reply_audio.files').countDocuments(),
  chunks: await t.connection.collection('reply_audio.chunks').countDocuments(),
});

describe('a typed reply', () => {
  it("is stored 'not translated' when the voice service cannot be reached", async () => {
    const res = await replyJson({ content: '  Haa, mahadsanid.  ', language: 'so' });
    expect(res.status).toBe(201);
    expect(replySchema.parse(res.body).content).toEqual({
      original: { language: 'so', text: 'Haa, mahadsanid.', origin: 'typed' },
      translation: { source: 'none', language: 'en' },
      shown: { language: 'so', text: 'Haa, mahadsanid.', status: 'not_translated' },
    });
  });

  it.each([
    ['empty content', { content: '   ', language: 'so' }, 'MESSAGE_TEXT_REQUIRED'],
    ['no content', { language: 'so' }, 'MESSAGE_TEXT_REQUIRED'],
    ['content that is not text', { content: 42, language: 'so' }, 'MESSAGE_TEXT_REQUIRED'],
    [
      'over-long content',
      { content: 'x'.repeat(CONVERSATION_TEXT_MAX_LENGTH + 1), language: 'so' },
      'MESSAGE_TEXT_TOO_LONG',
    ],
    [
      'an unknown field',
      { content: 'Hi', language: 'so', senderName: 'Principal' },
      'MESSAGE_FIELD_UNKNOWN',
    ],
    ['a wrong language', { content: 'Bonjour', language: 'fr' }, 'MESSAGE_LANGUAGE_INVALID'],
    ['no language', { content: 'Hi' }, 'MESSAGE_LANGUAGE_INVALID'],
    ['a MongoDB operator', { content: { $ne: '' }, language: 'so' }, 'FORBIDDEN_KEY'],
  ])('answers 400 for %s and stores nothing', async (_what, body, code) => {
    const before = await storedNow();
    const res = await replyJson(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String), code }));
    expect(await storedNow()).toEqual(before);
  });

  it("answers in the reader's language", async () => {
    const so = await replyJson({ content: '', language: 'so' }, 'so');
    const en = await replyJson({ content: '', language: 'so' }, 'en');
    expect(so.body.error).toBe('Fadlan qor fariintaada ama duub cod.');
    expect(en.body.error).toBe('Please type your message or record one.');
    expect(so.body.code).toBe(en.body.code);
  });

  it('answers 400 for malformed JSON, 415 for another type and 413 past the size limit', async () => {
    const before = await storedNow();
    const broken = await t.request
      .post(`/api/messages/${threadId}/replies`)
      .set(asAmina())
      .set('Content-Type', 'application/json')
      .send('{"content": ');
    expect([broken.status, broken.body.code]).toEqual([400, 'INVALID_JSON']);
    const plain = await t.request
      .post(`/api/messages/${threadId}/replies`)
      .set(asAmina())
      .set('Content-Type', 'text/plain')
      .send('hello');
    expect(plain.status).toBe(415);
    const huge = await replyJson({ content: 'x', language: 'so', pad: 'y'.repeat(70_000) });
    expect(huge.status).toBe(413);
    expect(await storedNow()).toEqual(before);
  });
});

describe('a voice reply', () => {
  it("is stored with its recording, 'not transcribed', when the voice service cannot be reached", async () => {
    const res = await replyForm({ language: 'so' }, makeWav({ seconds: 0.4 }));
    expect(res.status).toBe(201);
    expect(replySchema.parse(res.body).audio).toMatchObject({
      transcription: 'not_transcribed',
      transcript: null,
      durationSeconds: 0.4,
    });
  });

  it('takes typed text alone as multipart', async () => {
    const res = await replyForm({ language: 'so', content: 'Qoraal keliya' });
    expect(res.status).toBe(201);
    expect(replySchema.parse(res.body)).toMatchObject({
      audio: null,
      content: { original: { text: 'Qoraal keliya' } },
    });
  });

  const tone = makeWav({ seconds: 1 });
  const notWav = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(2000, 1)]);
  const aiff = Buffer.from(tone);
  aiff.write('AIFF', 8, 'ascii');
  const float = Buffer.from(tone);
  float.writeUInt16LE(3, 20); // IEEE float, not PCM
  const headerOnly = tone.subarray(0, 44);

  it.each([
    ['an MP3 sent as WAV', { language: 'so' }, notWav, 'MESSAGE_AUDIO_INVALID'],
    ['a RIFF file that is not WAVE', { language: 'so' }, aiff, 'MESSAGE_AUDIO_INVALID'],
    ['a WAV that is not PCM', { language: 'so' }, float, 'MESSAGE_AUDIO_INVALID'],
    ['a WAV without samples', { language: 'so' }, headerOnly, 'MESSAGE_AUDIO_INVALID'],
    [
      'a recording over 60 s',
      { language: 'so' },
      makeWav({ seconds: 61, sampleRate: 8000, hz: 0 }),
      'MESSAGE_AUDIO_TOO_LONG',
    ],
    ['no recording and no text', { language: 'so' }, undefined, 'MESSAGE_TEXT_REQUIRED'],
    ['a recording without a language', {}, tone, 'MESSAGE_LANGUAGE_INVALID'],
    ['an unknown field', { language: 'so', subject: 'x' }, tone, 'MESSAGE_FIELD_UNKNOWN'],
  ])('answers 400 for %s and stores nothing', async (_what, fields, audio, code) => {
    const before = await storedNow();
    const res = await replyForm(fields, audio, 'so');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String), code }));
    expect(await storedNow()).toEqual(before);
  });

  it('answers 400 for a second file and 413 for a recording over 2.5 MB, storing nothing', async () => {
    const before = await storedNow();
    const two = await t.request
      .post(`/api/messages/${threadId}/replies`)
      .set(asAmina())
      .field('language', 'so')
      .attach('audio', tone, 'a.wav')
      .attach('picture', tone, 'b.wav');
    expect([two.status, two.body.code]).toEqual([400, 'MESSAGE_FIELD_UNKNOWN']);
    const big = await replyForm(
      { language: 'so' },
      makeWav({ seconds: 40, sampleRate: 48000 }),
      'en',
    );
    expect(big.status).toBe(413);
    expect(big.body).toEqual({
      error: 'The recording is larger than 2.5 MB.',
      code: 'MESSAGE_AUDIO_TOO_LARGE',
    });
    expect(await storedNow()).toEqual(before);
  });
});

describe('the send limit', () => {
  it(`lets a sender send ${MESSAGE_SEND_RATE_LIMIT.maxSends} a minute, then answers 429 with Retry-After`, async () => {
    const { maxSends } = MESSAGE_SEND_RATE_LIMIT;
    for (let i = 0; i < maxSends; i++) {
      const res = await replyJson({ content: `Fariin ${i}`, language: 'so' });
      expect(res.status).toBe(201);
    }
    const before = await storedNow();
    const refused = await replyJson({ content: 'Mid kale', language: 'so' }, 'so');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('MESSAGE_RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A new conversation counts against the same limit.
    const conversation = await t.request.post('/api/conversations').set(asAmina()).send({
      teacherId: teacher.id,
      studentId: DEMO_STUDENTS.abdi.id,
      subject: 'S',
      content: 'C',
      language: 'so',
    });
    expect(conversation.status).toBe(429);
    expect(await storedNow()).toEqual(before);
    // Another sender is not held back.
    const other = await t.request
      .post(`/api/messages/${threadId}/replies`)
      .set(t.as('teacher', teacher.id))
      .send({ content: 'Still here', language: 'en' });
    expect(other.status).toBe(201);

    clock = new Date(clock.getTime() + MESSAGE_SEND_RATE_LIMIT.windowMs);
    expect((await replyJson({ content: 'Hadda', language: 'so' })).status).toBe(201);
  });
});

describe('POST /api/conversations bad input', () => {
  const good = {
    teacherId: teacher.id,
    studentId: DEMO_STUDENTS.abdi.id,
    subject: 'Su’aal',
    content: 'Waa su’aal.',
    language: 'so',
  };
  it.each([
    ['an empty subject', { subject: ' ' }, 'MESSAGE_SUBJECT_REQUIRED'],
    ['a subject over 200 characters', { subject: 's'.repeat(201) }, 'MESSAGE_TEXT_TOO_LONG'],
    ['empty content', { content: '' }, 'MESSAGE_TEXT_REQUIRED'],
    ['a malformed teacher id', { teacherId: 'msjohnson' }, 'MESSAGE_INVALID'],
    ['a wrong language', { language: 'ar' }, 'MESSAGE_LANGUAGE_INVALID'],
    ['an unknown field', { audience: { type: 'school' } }, 'MESSAGE_FIELD_UNKNOWN'],
  ])('answers 400 for %s and stores nothing', async (_what, change, code) => {
    const before = await t.models.Message.countDocuments();
    const res = await t.request
      .post('/api/conversations')
      .set(asAmina())
      .send({ ...good, ...change });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(await t.models.Message.countDocuments()).toBe(before);
  });
});
