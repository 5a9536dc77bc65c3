import { randomUUID } from 'node:crypto';
import {
  countSchema,
  messageSummaryListSchema,
  replySchema,
  serverLiveMessageSchema,
  threadResponseSchema,
  type ThreadResponse,
} from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { makeWav } from '../../../voice/test/fakes';
import { startMessagingTestApp, type MessagingTestApp } from '../testing-app';

/**
 * Conversations against the real academics app (who teaches whom) and the real voice service
 * over its Azure fakes (translation, transcription): two families (Amina: Hodan, Abdi, Ayaan;
 * Farah: Ifrah) and two teachers (Ms. Johnson teaches Hodan, Abdi and Ifrah; Mr. Nur teaches
 * Hodan and Ayaan).
 */
const { amina, farah, teacher: johnson, teacher2: nur, admin } = DEMO_USERS;
const { abdi, ifrah, ayaan } = DEMO_STUDENTS;
type Person = { id: string; role: 'parent' | 'teacher' | 'admin' | 'student' | 'client' };

let clock = new Date('2026-11-20T15:00:00Z');
let t: MessagingTestApp;

beforeAll(async () => {
  t = await startMessagingTestApp({ clock: () => clock, voice: {} });
});
afterAll(() => t?.stop());

beforeEach(async () => {
  // Each test sends in a fresh rate-limit window and starts from an empty store.
  clock = new Date(clock.getTime() + 60_000);
  await t.clearMessages();
  t.gateway.received.length = 0;
  t.voice?.fakes.translator.calls.splice(0);
});

const as = (p: Person) => t.as(p.role, p.id);
const start = (p: Person, body: object, lang = 'so') =>
  t.request.post('/api/conversations').set(as(p)).set('Accept-Language', lang).send(body);
const readThread = async (p: Person, id: string, lang = 'so') => {
  const res = await t.request.get(`/api/messages/${id}`).set(as(p)).set('Accept-Language', lang);
  expect(res.status).toBe(200);
  return threadResponseSchema.parse(res.body);
};
const reply = (p: Person, id: string, body: object, lang = 'en') =>
  t.request.post(`/api/messages/${id}/replies`).set(as(p)).set('Accept-Language', lang).send(body);
const voiceReply = (p: Person, id: string, wav: Buffer, fields: Record<string, string>) => {
  let req = t.request.post(`/api/messages/${id}/replies`).set(as(p));
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return req.attach('audio', wav, { filename: 'reply.wav', contentType: 'audio/wav' });
};
/** A staff message (POST /api/messages) in English. */
const staffSend = (p: Person, subject: string, content: string, audience: object) =>
  t.request
    .post('/api/messages')
    .set(as(p))
    .send({ subject, content, language: 'en', audience, idempotencyKey: randomUUID() });
const list = async (p: Person, lang = 'so') =>
  messageSummaryListSchema.parse(
    (await t.request.get('/api/messages').set(as(p)).set('Accept-Language', lang)).body,
  );
const unread = async (p: Person) =>
  countSchema.parse((await t.request.get('/api/messages/unread-count').set(as(p))).body).count;
const stored = async () => ({
  messages: await t.models.Message.countDocuments(),
  threads: await t.models.Thread.countDocuments(),
  replies: await t.models.Reply.countDocuments(),
});

const aboutAbdi = {
  teacherId: johnson.id,
  studentId: abdi.id,
  subject: 'Buugaagta Abdi',
  content: 'Subax wanaagsan, Abdi wuxuu u baahan yahay buug cusub.',
  language: 'so',
};

/** Amina starts a thread with Ms. Johnson about Abdi; answers it as Amina sees it. */
async function aminaAsksJohnson(): Promise<ThreadResponse> {
  const res = await start({ id: amina.id, role: 'parent' }, aboutAbdi);
  expect(res.status).toBe(201);
  return threadResponseSchema.parse(res.body);
}
const AMINA: Person = { id: amina.id, role: 'parent' };
const FARAH: Person = { id: farah.id, role: 'parent' };
const JOHNSON: Person = { id: johnson.id, role: 'teacher' };
const NUR: Person = { id: nur.id, role: 'teacher' };
const ADMIN: Person = { id: admin.id, role: 'admin' };

describe('POST /api/conversations', () => {
  it("starts a thread with a teacher of the parent's child: stored once per side, translated now, live to the teacher", async () => {
    const thread = await aminaAsksJohnson();
    expect(thread.replies).toEqual([]);
    expect(thread.message).toMatchObject({
      subject: 'Buugaagta Abdi',
      isRead: true,
      sender: { id: amina.id, name: 'Amina Hassan', role: 'parent' },
      senderName: 'Amina Hassan',
      senderRole: 'parent',
      schoolNotice: false,
      thread: { studentId: abdi.id, unreadCount: 0, replyCount: 0, lastReply: null },
    });
    expect(thread.message.texts.content).toEqual({
      original: { language: 'so', text: aboutAbdi.content, origin: 'typed' },
      translation: { source: 'machine', language: 'en', text: `[en] ${aboutAbdi.content}` },
      shown: { language: 'so', text: aboutAbdi.content, status: 'original' },
    });
    // Translated once, at send time, as the sender (subject and content).
    expect(t.voice?.fakes.translator.calls).toHaveLength(2);

    const [inbox] = await list(JOHNSON, 'en');
    expect(inbox).toMatchObject({
      thread: { id: thread.message.thread.id },
      subject: '[en] Buugaagta Abdi',
      content: `[en] ${aboutAbdi.content}`,
      isRead: false,
      texts: { content: { shown: { status: 'machine', language: 'en' } } },
    });
    expect(inbox?.thread.unreadCount).toBe(1);
    // The teacher's own copy: its id opens the same thread.
    expect((await readThread(JOHNSON, inbox?.id ?? '')).message.thread.id).toBe(
      thread.message.thread.id,
    );
    expect(await unread(JOHNSON)).toBe(1);
    expect(t.gateway.received).toEqual([
      {
        userIds: [johnson.id],
        event: {
          type: 'new_message',
          senderName: 'Amina Hassan',
          threadId: thread.message.thread.id,
        },
      },
    ]);
    expect(serverLiveMessageSchema.parse(t.gateway.received[0]?.event)).toMatchObject({
      threadId: thread.message.thread.id,
    });
    // Amina's own list has it, already read; the other family's has nothing.
    expect((await list(AMINA)).map((m) => m.id)).toEqual([thread.message.id]);
    expect(await list(FARAH)).toEqual([]);
  });

  it.each([
    ['a teacher who does not teach the child', { teacherId: nur.id }, 'TEACHER_NOT_FOUND'],
    ["another family's child", { studentId: ifrah.id, teacherId: johnson.id }, 'STUDENT_NOT_FOUND'],
    ['a child that does not exist', { studentId: '64b0000000000000000000ff' }, 'STUDENT_NOT_FOUND'],
    ['a parent as the teacher', { teacherId: farah.id }, 'TEACHER_NOT_FOUND'],
  ])('answers 404 for %s and stores nothing', async (_what, change, code) => {
    const res = await start(AMINA, { ...aboutAbdi, ...change }, 'en');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: expect.any(String), code });
    expect(await stored()).toEqual({ messages: 0, threads: 0, replies: 0 });
    expect(t.gateway.received).toEqual([]);
  });

  it('lets Mr. Nur be asked about Ayaan, whom he teaches', async () => {
    const res = await start(AMINA, { ...aboutAbdi, teacherId: nur.id, studentId: ayaan.id });
    expect(res.status).toBe(201);
    expect((await list(NUR)).map((m) => m.thread.studentId)).toEqual([ayaan.id]);
    expect(await list(JOHNSON)).toEqual([]);
  });

  it.each([
    ['teacher', johnson.id],
    ['admin', admin.id],
    ['student', DEMO_USERS.hodan.id],
    ['client', DEMO_USERS.client.id],
  ] as const)('refuses a %s with 403', async (role, id) => {
    const res = await start({ id, role }, aboutAbdi);
    expect(res.status).toBe(403);
    expect(await stored()).toEqual({ messages: 0, threads: 0, replies: 0 });
  });
});

describe('replies', () => {
  it('goes both ways, live, translated for the other side, with read state per reader', async () => {
    const started = await aminaAsksJohnson();
    const id = started.message.thread.id;

    clock = new Date(clock.getTime() + 1000);
    const answer = await reply(JOHNSON, id, {
      content: 'Good morning! I will send two books today.',
      language: 'en',
    });
    expect(answer.status).toBe(201);
    const stored1 = replySchema.parse(answer.body);
    expect(stored1).toMatchObject({
      messageId: id,
      sender: { id: johnson.id, name: 'Ms. Sarah Johnson', role: 'teacher' },
      createdAt: clock.toISOString(),
      isRead: true,
      audio: null,
      content: {
        original: { language: 'en', text: 'Good morning! I will send two books today.' },
        translation: { source: 'machine', language: 'so' },
        shown: { status: 'original' },
      },
    });
    expect(t.gateway.received.at(-1)).toEqual({
      userIds: [amina.id],
      event: { type: 'new_message', senderName: 'Ms. Sarah Johnson', threadId: id },
    });

    // Amina reads it in Somali, machine translated, the English original kept.
    expect(await unread(AMINA)).toBe(1);
    const seen = await readThread(AMINA, started.message.id, 'so');
    expect(seen.replies).toHaveLength(1);
    expect(seen.replies[0]).toMatchObject({
      isRead: false,
      content: {
        shown: {
          language: 'so',
          text: '[so] Good morning! I will send two books today.',
          status: 'machine',
        },
      },
    });
    expect(seen.message.thread).toMatchObject({ unreadCount: 1, replyCount: 1 });
    const [listed] = await list(AMINA);
    expect(listed?.thread).toMatchObject({
      unreadCount: 1,
      replyCount: 1,
      lastActivityAt: clock.toISOString(),
      lastReply: {
        sender: { name: 'Ms. Sarah Johnson' },
        preview: '[so] Good morning! I will send two books today.',
        hasAudio: false,
      },
    });

    // Marking the thread read clears its replies for Amina only.
    const marked = await t.request.patch(`/api/messages/${started.message.id}/read`).set(as(AMINA));
    expect(marked.status).toBe(200);
    expect(marked.body.thread.unreadCount).toBe(0);
    expect(await unread(AMINA)).toBe(0);
    expect((await readThread(AMINA, id)).replies[0]?.isRead).toBe(true);

    // Amina answers in Somali; Ms. Johnson is told live and reads it in English.
    clock = new Date(clock.getTime() + 1000);
    const back = await reply(
      AMINA,
      started.message.id,
      { content: 'Mahadsanid!', language: 'so' },
      'so',
    );
    expect(back.status).toBe(201);
    expect(t.gateway.received.at(-1)).toEqual({
      userIds: [johnson.id],
      event: { type: 'new_message', senderName: 'Amina Hassan', threadId: id },
    });
    // His own reply marked Amina's first message read for him: only her answer is new.
    expect(await unread(JOHNSON)).toBe(1);
    const teacherView = await readThread(JOHNSON, id, 'en');
    expect(
      teacherView.replies.map((r) => [r.sender.role, r.content?.shown.text, r.isRead]),
    ).toEqual([
      ['teacher', 'Good morning! I will send two books today.', true],
      ['parent', '[en] Mahadsanid!', false],
    ]);
  });

  it('stores a reply sent again under the same key once: the same reply answers, nobody is told twice', async () => {
    const started = await aminaAsksJohnson();
    const id = started.message.thread.id;
    const body = {
      content: 'Waan fahmay, mahadsanid.',
      language: 'so',
      idempotencyKey: 'draft-1a2b3c4d',
    };
    const first = await reply(AMINA, id, body, 'so');
    expect(first.status).toBe(201);
    const told = t.gateway.received.length;

    // The answer was lost and Send pressed again: 200 with the very same reply.
    const again = await reply(AMINA, id, body, 'so');
    expect(again.status).toBe(200);
    expect(replySchema.parse(again.body)).toEqual(replySchema.parse(first.body));
    expect(t.gateway.received).toHaveLength(told);
    expect((await readThread(JOHNSON, id, 'en')).replies).toHaveLength(1);
    expect((await readThread(JOHNSON, id, 'en')).message.thread.replyCount).toBe(1);

    // Two presses at once still make one reply.
    const twice = { ...body, idempotencyKey: 'draft-5e6f7a8b' };
    const both = await Promise.all([reply(AMINA, id, twice, 'so'), reply(AMINA, id, twice, 'so')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(both[0]!.body.id).toBe(both[1]!.body.id);
    expect((await readThread(AMINA, id)).replies).toHaveLength(2);

    // A key is the sender's own: the teacher's reply under the same key is another reply.
    const his = await reply(JOHNSON, id, {
      content: 'Fine.',
      language: 'en',
      idempotencyKey: body.idempotencyKey,
    });
    expect(his.status).toBe(201);
    expect(his.body.id).not.toBe(first.body.id);
    expect((await readThread(AMINA, id)).replies).toHaveLength(3);

    // A key that is not one is refused, and nothing is stored.
    const bad = await reply(AMINA, id, { ...body, idempotencyKey: 'no spaces allowed' }, 'so');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual(expect.any(String));
    expect((await readThread(AMINA, id)).replies).toHaveLength(3);
  });

  it('keeps each thread to its family and its staff: anyone else gets 404, as for a missing thread', async () => {
    const started = await aminaAsksJohnson();
    const id = started.message.thread.id;
    await reply(JOHNSON, id, { content: 'Hello', language: 'en' });
    const replyId = (await readThread(AMINA, id)).replies[0]?.id ?? '';
    const missing = await t.request.get('/api/messages/64c2010001000000000000ff').set(as(FARAH));
    expect(missing.status).toBe(404);

    for (const outsider of [
      FARAH,
      NUR,
      ADMIN,
      { id: DEMO_USERS.hodan.id, role: 'student' } as Person,
    ]) {
      const get = await t.request.get(`/api/messages/${id}`).set(as(outsider));
      expect([get.status, get.body]).toEqual([404, missing.body]);
      const post = await reply(outsider, id, { content: 'Hi', language: 'en' });
      expect([post.status, post.body]).toEqual([404, missing.body]);
      const read = await t.request.patch(`/api/messages/${id}/read`).set(as(outsider));
      expect(read.status).toBe(404);
      const audio = await t.request
        .get(`/api/messages/${id}/replies/${replyId}/audio`)
        .set(as(outsider));
      expect(audio.status).toBe(404);
    }
    expect(await t.models.Reply.countDocuments()).toBe(1);
    expect(await list(FARAH)).toEqual([]);
    expect(await list(NUR)).toEqual([]);
  });

  it("lists a teacher's threads newest activity first, with per-thread unread counts", async () => {
    const first = await aminaAsksJohnson();
    clock = new Date(clock.getTime() + 1000);
    const second = threadResponseSchema.parse(
      (
        await start(FARAH, {
          ...aboutAbdi,
          studentId: ifrah.id,
          subject: 'Ifrah',
          content: 'Ifrah waa jiran tahay.',
        })
      ).body,
    );
    expect((await list(JOHNSON)).map((m) => m.thread.id)).toEqual([
      second.message.thread.id,
      first.message.thread.id,
    ]);
    clock = new Date(clock.getTime() + 1000);
    await reply(AMINA, first.message.id, { content: 'Ma heshay fariintayda?', language: 'so' });
    const inbox = await list(JOHNSON);
    expect(inbox.map((m) => [m.thread.id, m.thread.unreadCount])).toEqual([
      [first.message.thread.id, 2],
      [second.message.thread.id, 1],
    ]);
    expect(await unread(JOHNSON)).toBe(3);
  });

  it('lets a parent answer a staff message to the family: it becomes the sender’s thread', async () => {
    const sent = await staffSend(JOHNSON, 'Field trip', 'Please sign the form.', {
      type: 'student',
      studentId: ifrah.id,
    });
    expect(sent.status).toBe(201);
    const [message] = await list(FARAH, 'en');
    if (!message) throw new Error('Farah got nothing');
    expect(message.sender).toEqual({ id: johnson.id, name: 'Ms. Sarah Johnson', role: 'teacher' });
    expect((await list(JOHNSON)).map((m) => m.thread.id)).toEqual([message.thread.id]);

    const res = await reply(FARAH, message.id, { content: 'Waan saxiixi doonaa.', language: 'so' });
    expect(res.status).toBe(201);
    const [inbox] = await list(JOHNSON, 'en');
    expect(inbox?.thread).toMatchObject({
      replyCount: 1,
      unreadCount: 1,
      lastReply: { preview: '[en] Waan saxiixi doonaa.' },
    });
  });

  it('turns a class message into a thread with the one family that answers', async () => {
    await staffSend(JOHNSON, 'Class news', 'We start fractions.', { type: 'class', grade: '5' });
    expect(await list(JOHNSON)).toEqual([]);
    const [message] = await list(AMINA);
    if (!message) throw new Error('Amina got nothing');
    expect(message.thread).toMatchObject({ id: message.id, studentId: null, replyCount: 0 });

    expect((await reply(AMINA, message.id, { content: 'Mahadsanid', language: 'so' })).status).toBe(
      201,
    );
    expect((await list(JOHNSON)).map((m) => m.thread.id)).toEqual([message.id]);
    expect((await t.request.get(`/api/messages/${message.id}`).set(as(FARAH))).status).toBe(404);
  });

  it('keeps the school-wide notice flag so the reader shows the fixed label', async () => {
    await staffSend(ADMIN, 'Snow day', 'School is closed tomorrow.', { type: 'school' });
    const [notice] = await list(FARAH, 'en');
    expect(notice).toMatchObject({ schoolNotice: true, sender: { id: admin.id, role: 'admin' } });
  });
});

describe('when the translator fails', () => {
  it("stores the text 'not translated' and still sends (voice answers 502)", async () => {
    const started = await aminaAsksJohnson();
    const failure = { status: 500, body: { error: { code: 500000, message: 'Internal error' } } };
    t.voice?.fakes.translator.script(failure);
    const res = await reply(JOHNSON, started.message.thread.id, {
      content: 'See you Monday.',
      language: 'en',
    });
    expect(res.status).toBe(201);
    const seen = (await readThread(AMINA, started.message.id, 'so')).replies[0];
    expect(seen?.content).toEqual({
      original: { language: 'en', text: 'See you Monday.', origin: 'typed' },
      translation: { source: 'none', language: 'so' },
      shown: { language: 'en', text: 'See you Monday.', status: 'not_translated' },
    });
    expect(await t.models.Reply.countDocuments()).toBe(1);
  });
});

describe('voice replies', () => {
  const wav = makeWav({ seconds: 1.5, sampleRate: 16000 });

  it('stores the recording, its transcript and the transcript’s translation, and streams it back with ranges', async () => {
    const started = await aminaAsksJohnson();
    const res = await voiceReply(AMINA, started.message.id, wav, { language: 'so' });
    expect(res.status).toBe(201);
    const sent = replySchema.parse(res.body);
    expect(sent.content).toBeNull();
    expect(sent.audio).toEqual({
      url: `/api/messages/${started.message.thread.id}/replies/${sent.id}/audio`,
      contentType: 'audio/wav',
      bytes: wav.length,
      durationSeconds: 1.5,
      transcription: 'done',
      transcript: {
        original: {
          language: 'so',
          text: 'Ilmahaygu ma qabaa shaqo guri maanta?',
          origin: 'transcript',
        },
        translation: {
          source: 'machine',
          language: 'en',
          text: '[en] Ilmahaygu ma qabaa shaqo guri maanta?',
        },
        shown: {
          language: 'so',
          text: 'Ilmahaygu ma qabaa shaqo guri maanta?',
          status: 'original',
        },
      },
    });
    const [inbox] = await list(JOHNSON, 'en');
    expect(inbox?.thread.lastReply).toMatchObject({
      hasAudio: true,
      preview: '[en] Ilmahaygu ma qabaa shaqo guri maanta?',
    });

    const url = sent.audio?.url ?? '';
    const whole = await t.request.get(url).set(as(JOHNSON)).buffer(true);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Number(whole.headers['content-length'])).toBe(wav.length);
    expect(Buffer.compare(whole.body as Buffer, wav)).toBe(0);

    const part = await t.request.get(url).set(as(AMINA)).set('Range', 'bytes=40-139').buffer(true);
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 40-139/${wav.length}`);
    expect(Number(part.headers['content-length'])).toBe(100);
    expect(Buffer.compare(part.body as Buffer, wav.subarray(40, 140))).toBe(0);

    const tail = await t.request.get(url).set(as(AMINA)).set('Range', 'bytes=-10').buffer(true);
    expect(tail.status).toBe(206);
    expect(Buffer.compare(tail.body as Buffer, wav.subarray(wav.length - 10))).toBe(0);

    const past = await t.request.get(url).set(as(AMINA)).set('Range', `bytes=${wav.length}-`);
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${wav.length}`);
    expect(past.body).toEqual(expect.objectContaining({ code: 'RANGE_NOT_SATISFIABLE' }));

    const other = await t.request.get(url).set(as(FARAH));
    expect(other.status).toBe(404);
    const wrongReply = await t.request
      .get(`/api/messages/${started.message.thread.id}/replies/64c2010001000000000000ff/audio`)
      .set(as(AMINA));
    expect(wrongReply.status).toBe(404);
  });

  it('stores a recording sent again under the same key once', async () => {
    const started = await aminaAsksJohnson();
    const id = started.message.thread.id;
    const send = () =>
      voiceReply(AMINA, id, makeWav({ seconds: 1 }), {
        language: 'so',
        idempotencyKey: 'voice-draft-0001',
      });
    const first = await send();
    expect(first.status).toBe(201);
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const replies = (await readThread(JOHNSON, id, 'en')).replies;
    expect(replies).toHaveLength(1);
    const audio = await t.request
      .get(`/api/messages/${id}/replies/${first.body.id}/audio`)
      .set(as(JOHNSON));
    expect(audio.status).toBe(200);
  });

  it('keeps typed text beside the recording, each with its own translation', async () => {
    const started = await aminaAsksJohnson();
    const res = await voiceReply(JOHNSON, started.message.thread.id, makeWav({ seconds: 1 }), {
      language: 'en',
      content: 'See my voice note.',
    });
    expect(res.status).toBe(201);
    const seen = (await readThread(AMINA, started.message.id, 'so')).replies[0];
    expect(seen?.content?.shown).toEqual({
      language: 'so',
      text: '[so] See my voice note.',
      status: 'machine',
    });
    expect(seen?.audio?.transcript?.original).toEqual({
      language: 'en',
      text: 'Does my child have homework today?',
      origin: 'transcript',
    });
  });
});
