import { replySchema, threadResponseSchema } from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { makeWav } from '../../../voice/test/fakes';
import { startMessagingTestApp, type MessagingTestApp } from '../testing-app';

/**
 * The voice service runs but has no translator and no speech recognition configured (it answers
 * 503): every text is stored with its original and 'none', a recording without a transcript, and
 * nothing fails.
 */
const { amina, teacher } = DEMO_USERS;
const AMINA = { role: 'parent', id: amina.id } as const;
const JOHNSON = { role: 'teacher', id: teacher.id } as const;
let t: MessagingTestApp;

beforeAll(async () => {
  t = await startMessagingTestApp({
    voice: { env: { VOICE_TRANSLATION_PROVIDER: 'none', VOICE_STT_PROVIDER: 'none' } },
  });
});
afterAll(() => t?.stop());

const asked = { teacherId: teacher.id, studentId: DEMO_STUDENTS.abdi.id, language: 'so' };

it("stores a conversation 'not translated' and shows the reader the original, marked so", async () => {
  const res = await t.request
    .post('/api/conversations')
    .set(t.as(AMINA.role, AMINA.id))
    .send({ ...asked, subject: 'Su’aal', content: 'Goorma ayuu dugsigu furmayaa?' });
  expect(res.status).toBe(201);
  const id = threadResponseSchema.parse(res.body).message.thread.id;

  const seen = threadResponseSchema.parse(
    (
      await t.request
        .get(`/api/messages/${id}`)
        .set(t.as(JOHNSON.role, JOHNSON.id))
        .set('Accept-Language', 'en')
    ).body,
  );
  expect(seen.message.content).toBe('Goorma ayuu dugsigu furmayaa?');
  expect(seen.message.texts.content).toEqual({
    original: { language: 'so', text: 'Goorma ayuu dugsigu furmayaa?', origin: 'typed' },
    translation: { source: 'none', language: 'en' },
    shown: { language: 'so', text: 'Goorma ayuu dugsigu furmayaa?', status: 'not_translated' },
  });
  // Stored all the same: Amina's copy and Ms. Johnson's.
  expect(await t.models.Message.countDocuments()).toBe(2);
});

it("stores a voice reply 'not transcribed' with its recording, which still plays", async () => {
  const started = threadResponseSchema.parse(
    (
      await t.request
        .post('/api/conversations')
        .set(t.as(AMINA.role, AMINA.id))
        .send({ ...asked, subject: 'Cod', content: 'Fariin cod ah ayaan kuu soo diray.' })
    ).body,
  );
  const wav = makeWav({ seconds: 0.5 });
  const res = await t.request
    .post(`/api/messages/${started.message.id}/replies`)
    .set(t.as(AMINA.role, AMINA.id))
    .field('language', 'so')
    .attach('audio', wav, { filename: 'a.wav', contentType: 'audio/wav' });
  expect(res.status).toBe(201);
  const sent = replySchema.parse(res.body);
  expect(sent.audio).toMatchObject({
    transcription: 'not_transcribed',
    transcript: null,
    bytes: wav.length,
  });
  const played = await t.request
    .get(sent.audio?.url ?? '')
    .set(t.as(JOHNSON.role, JOHNSON.id))
    .buffer(true);
  expect(played.status).toBe(200);
  expect(Buffer.compare(played.body as Buffer, wav)).toBe(0);
});
