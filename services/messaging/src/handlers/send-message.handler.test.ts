import { randomUUID } from 'node:crypto';
import { messageListSchema, messageSummaryListSchema, threadResponseSchema } from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { TEST_SECRET, testLogger } from '@d742/service-testing';
import { Types } from 'mongoose';
import supertest from 'supertest';
import { createApp } from '../app';
import { startMessagingTestApp, type MessagingTestApp } from '../testing-app';

const NOW = new Date('2026-11-20T15:00:00Z');
const { ifrah, ayaan } = DEMO_STUDENTS;
const { amina, farah, teacher, admin } = DEMO_USERS;
/** Abdi's twin: Amina has two children in grade 5, both taught by Ms. Johnson. */
const ASHA = new Types.ObjectId('65b000000000000000000051');

const trip = { subject: 'Field trip on Friday', content: 'Please pack a lunch.', language: 'en' };
/** A new send's idempotency key (class and school messages need one). */
const key = () => ({ idempotencyKey: randomUUID() });

let t: MessagingTestApp;

beforeAll(async () => {
  t = await startMessagingTestApp({ clock: () => NOW });
  await t.academics.connection.collection('students').insertOne({
    _id: ASHA,
    firstName: 'Asha',
    lastName: 'Hassan',
    grade: '5',
    parentIds: [amina.id],
    userId: null,
    teacherIds: [teacher.id],
  });
});
afterAll(() => t?.stop());

beforeEach(async () => {
  await t.clearMessages();
  t.gateway.received.length = 0;
});

const send = (headers: Record<string, string>, body: unknown) =>
  t.request
    .post('/api/messages')
    .set(headers)
    .send(body as object);
const asTeacher = () => t.as('teacher', teacher.id);
const inbox = async (userId: string, lang = 'so') =>
  messageListSchema.parse(
    (await t.request.get('/api/messages').set(t.as('parent', userId)).set('Accept-Language', lang))
      .body,
  );
const unread = async (userId: string) =>
  (await t.request.get('/api/messages/unread-count').set(t.as('parent', userId))).body.count;
const stored = () => t.models.Message.countDocuments();

describe('POST /api/messages', () => {
  it("lets a teacher write to a student's parents: one unread message, live at once (201)", async () => {
    const res = await send(asTeacher(), {
      ...trip,
      audience: { type: 'student', studentId: ifrah.id },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ sent: 1 });

    const [message] = await inbox(farah.id, 'en');
    expect(message).toEqual({
      id: expect.any(String),
      subject: 'Field trip on Friday',
      content: 'Please pack a lunch.',
      isRead: false,
      createdAt: NOW.toISOString(),
      senderName: 'Ms. Sarah Johnson',
      senderRole: 'teacher',
      readAt: null,
    });
    expect(await unread(farah.id)).toBe(1);
    // The notice names the conversation (sent without an idempotency key too), and that is the
    // thread the parent opens from it.
    expect(t.gateway.received).toEqual([
      {
        userIds: [farah.id],
        event: {
          type: 'new_message',
          senderName: 'Ms. Sarah Johnson',
          threadId: expect.any(String),
        },
      },
    ]);
    const { threadId } = t.gateway.received[0]?.event as { threadId: string };
    const opened = await t.request
      .get(`/api/messages/${threadId}`)
      .set(t.as('parent', farah.id))
      .set('Accept-Language', 'en');
    expect(opened.status).toBe(200);
    expect(threadResponseSchema.parse(opened.body).message).toMatchObject({
      id: message?.id,
      subject: 'Field trip on Friday',
      thread: { id: threadId },
    });
    expect(await inbox(amina.id)).toEqual([]);
  });

  it('stores text given in one language as the same text in both', async () => {
    await send(asTeacher(), { ...trip, audience: { type: 'student', studentId: ifrah.id } });
    expect((await inbox(farah.id, 'so'))[0]?.subject).toBe('Field trip on Friday');
  });

  it('answers each parent in their language when the text is given in both', async () => {
    await send(asTeacher(), {
      subject: { so: 'Dalxiis Jimcaha', en: 'Field trip on Friday' },
      content: { so: 'Fadlan qado u diyaari.', en: 'Please pack a lunch.' },
      audience: { type: 'student', studentId: ifrah.id },
    });
    expect((await inbox(farah.id, 'so'))[0]?.content).toBe('Fadlan qado u diyaari.');
    expect((await inbox(farah.id, 'en'))[0]?.content).toBe('Please pack a lunch.');
  });

  it('sends a class message once to a parent with two children in it, and nothing to other families', async () => {
    const res = await send(asTeacher(), {
      ...trip,
      ...key(),
      audience: { type: 'class', grade: '5' },
    });
    expect(res.body).toEqual({ sent: 1 });
    expect(await inbox(amina.id)).toHaveLength(1);
    expect(await inbox(farah.id)).toEqual([]);
    expect(t.gateway.received.map((r) => r.userIds)).toEqual([[amina.id]]);
  });

  it('lets an administrator write to the whole school: one message per parent', async () => {
    const res = await send(t.as('admin', admin.id), {
      ...trip,
      ...key(),
      audience: { type: 'school' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ sent: 2 });
    expect((await inbox(amina.id))[0]?.senderName).toBe('District Admin');
    expect(await inbox(farah.id)).toHaveLength(1);
    expect(t.gateway.received).toEqual([
      {
        userIds: expect.arrayContaining([amina.id, farah.id]),
        event: { type: 'new_message', senderName: 'District Admin' },
      },
    ]);
  });

  it.each([
    ['parent', amina.id],
    ['student', DEMO_USERS.hodan.id],
    ['client', DEMO_USERS.client.id],
  ] as const)('refuses a %s with 403 and stores nothing', async (role, userId) => {
    const res = await send(t.as(role, userId), { ...trip, ...key(), audience: { type: 'school' } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(await stored()).toBe(0);
    expect(t.gateway.received).toEqual([]);
  });

  it.each([
    ['the whole school', 403, { type: 'school' }],
    ["a student they don't teach", 404, { type: 'student', studentId: ayaan.id }],
    ["a class they don't teach", 404, { type: 'class', grade: '2' }],
  ])(
    'keeps a teacher to their own students: %s → %i, nothing stored',
    async (_w, status, audience) => {
      const res = await send(asTeacher(), { ...trip, ...key(), audience });
      expect(res.status).toBe(status);
      expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
      expect(await stored()).toBe(0);
      expect(t.gateway.received).toEqual([]);
    },
  );

  it.each([
    ['a subject over 200 characters', { ...trip, subject: 'x'.repeat(201) }],
    ['content over 5000 characters', { ...trip, content: 'x'.repeat(5001) }],
    ['an empty subject', { ...trip, subject: '   ' }],
    ['only one language of a pair', { ...trip, subject: { so: 'Dalxiis' } }],
    ['no audience', { ...trip, audience: undefined }],
    ['a malformed student id', { ...trip, audience: { type: 'student', studentId: '1' } }],
    ['a MongoDB operator', { ...trip, audience: { type: 'class', grade: { $ne: '' } } }],
    ['an unknown field', { ...trip, audience: { type: 'school' }, senderName: 'Principal' }],
  ])('answers 400 for %s and stores nothing', async (_what, body) => {
    const res = await send(t.as('admin', admin.id), {
      audience: { type: 'school' },
      ...key(),
      ...(body as object),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      expect.objectContaining({ error: expect.any(String), code: expect.any(String) }),
    );
    expect(await stored()).toBe(0);
    expect(t.gateway.received).toEqual([]);
  });

  it('answers 413 for a body beyond the size limit', async () => {
    const res = await send(t.as('admin', admin.id), {
      ...trip,
      audience: { type: 'school' },
      padding: 'x'.repeat(70_000),
    });
    expect(res.status).toBe(413);
    expect(await stored()).toBe(0);
  });

  it('answers 503 and stores nothing when academics cannot be reached', async () => {
    const offline = createApp({
      connection: t.connection,
      config: { ...t.config, internalSecret: TEST_SECRET, academicsUrl: 'http://127.0.0.1:1' },
      logger: testLogger(),
    });
    const res = await supertest(offline.callback())
      .post('/api/messages')
      .set(t.as('admin', admin.id))
      .send({ ...trip, ...key(), audience: { type: 'school' } });
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('AUDIENCE_UNAVAILABLE');
    expect(await stored()).toBe(0);
  });

  it('still stores the messages when the gateway cannot be reached', async () => {
    const offline = createApp({
      connection: t.connection,
      config: {
        ...t.config,
        internalSecret: TEST_SECRET,
        gatewayInternalUrl: 'http://127.0.0.1:1',
      },
      logger: testLogger(),
    });
    const res = await supertest(offline.callback())
      .post('/api/messages')
      .set(asTeacher())
      .send({ ...trip, audience: { type: 'student', studentId: ifrah.id } });
    expect(res.status).toBe(201);
    expect(await unread(farah.id)).toBe(1);
  });
});

describe('POST /api/messages: texts, notices and threads', () => {
  const summaries = async (headers: Record<string, string>, lang = 'so') =>
    messageSummaryListSchema.parse(
      (await t.request.get('/api/messages').set(headers).set('Accept-Language', lang)).body,
    );

  it("labels one-language text 'not translated' when no translator answers, and two-language text as the author's", async () => {
    await send(asTeacher(), { ...trip, audience: { type: 'student', studentId: ifrah.id } });
    await send(asTeacher(), {
      subject: { so: 'Dalxiis Jimcaha', en: 'Field trip on Friday' },
      content: { so: 'Fadlan qado u diyaari.', en: 'Please pack a lunch.' },
      language: 'en',
      audience: { type: 'student', studentId: ifrah.id },
    });
    const [both, one] = await summaries(t.as('parent', farah.id));
    expect(one?.texts.content).toEqual({
      original: { language: 'en', text: 'Please pack a lunch.', origin: 'typed' },
      translation: { source: 'none', language: 'so' },
      shown: { language: 'en', text: 'Please pack a lunch.', status: 'not_translated' },
    });
    expect(both?.texts.content.shown).toEqual({
      language: 'so',
      text: 'Fadlan qado u diyaari.',
      status: 'author',
    });
  });

  it("opens a thread with the family of one student (the teacher's list has it), not with a class", async () => {
    await send(asTeacher(), { ...trip, audience: { type: 'student', studentId: ifrah.id } });
    await send(asTeacher(), { ...trip, ...key(), audience: { type: 'class', grade: '5' } });
    const threads = await summaries(asTeacher(), 'en');
    expect(threads.map((m) => m.thread.studentId)).toEqual([ifrah.id]);
    expect(threads[0]).toMatchObject({ isRead: true, thread: { unreadCount: 0, replyCount: 0 } });
    expect(await t.models.Thread.countDocuments({ familyIds: farah.id })).toBe(1);
  });

  it('flags a whole-school message as a notice, and no other', async () => {
    await send(t.as('admin', admin.id), { ...trip, ...key(), audience: { type: 'school' } });
    await send(asTeacher(), { ...trip, audience: { type: 'student', studentId: ifrah.id } });
    const flags = (await summaries(t.as('parent', farah.id))).map((m) => [
      m.senderRole,
      m.schoolNotice,
    ]);
    expect(flags.sort()).toEqual([
      ['admin', true],
      ['teacher', false],
    ]);
  });
});
