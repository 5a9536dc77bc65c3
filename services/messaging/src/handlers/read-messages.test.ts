import {
  countSchema,
  messageListSchema,
  messageSchema,
  messageSummaryListSchema,
  threadResponseSchema,
} from '@d742/contracts';
import { DEMO_USERS } from '@d742/demo-data';
import { seedDemoData } from '../seed';
import { startMessagingTestApp, type MessagingTestApp } from '../testing-app';

const SEEDED_AT = new Date('2026-11-20T14:00:00Z');
const NOW = new Date('2026-11-20T15:00:00Z');
const { amina, farah } = DEMO_USERS;
type Reader = { id: string; role: 'parent' };

let t: MessagingTestApp;
let clock = NOW;

beforeAll(async () => {
  t = await startMessagingTestApp({ clock: () => clock });
  await seedDemoData(t.connection, SEEDED_AT);
});
afterAll(() => t?.stop());

const as = (user: Reader) => t.as(user.role, user.id);
const list = async (user: Reader = amina, lang = 'so') =>
  messageListSchema.parse(
    (await t.request.get('/api/messages').set(as(user)).set('Accept-Language', lang)).body,
  );
const unread = async (user: Reader = amina) =>
  countSchema.parse((await t.request.get('/api/messages/unread-count').set(as(user))).body).count;
const markRead = (id: string, user: Reader = amina) =>
  t.request.patch(`/api/messages/${id}/read`).set(as(user));

describe('GET /api/messages', () => {
  it("lists only the caller's own messages, newest first", async () => {
    const mine = await list();
    const stored = await t.models.Message.find({ recipientId: amina.id }).lean();
    expect(mine.map((m) => m.id).sort()).toEqual(stored.map((m) => m._id.toHexString()).sort());
    const times = mine.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const farahs = new Set((await list(farah)).map((m) => m.id));
    expect(mine.some((m) => farahs.has(m.id))).toBe(false);
  });

  it("answers school-written text in the reader's language, with the real sender", async () => {
    const [so, en] = [await list(amina, 'so'), await list(amina, 'en')];
    const pick = (ms: typeof so, id: string) => ms.find((m) => m.id === id);
    const en0 = pick(en, so[0]?.id ?? '');
    expect(so[0]?.subject).not.toBe(en0?.subject);
    expect(en.some((m) => m.subject === 'Parent meeting next week')).toBe(true);
    expect(so.some((m) => m.subject === 'Kulanka waalidiinta ee toddobaadka soo socda')).toBe(true);
    expect(so.find((m) => m.senderRole === 'teacher')?.senderName).toBe('Ms. Sarah Johnson');
  });

  it('gives a user without messages an empty list', async () => {
    expect(await list({ id: DEMO_USERS.client.id, role: 'parent' })).toEqual([]);
  });
});

describe('PATCH /api/messages/:id/read and the unread count', () => {
  it("marks the recipient's message read once; marking again keeps the first readAt", async () => {
    const before = await unread();
    const target = (await list()).find((m) => !m.isRead);
    if (!target) throw new Error('seed has no unread message for Amina');

    clock = NOW;
    const first = await markRead(target.id);
    expect(first.status).toBe(200);
    expect(messageSchema.parse(first.body)).toEqual({
      ...target,
      isRead: true,
      readAt: NOW.toISOString(),
    });
    expect(await unread()).toBe(before - 1);

    clock = new Date(NOW.getTime() + 60_000);
    const again = await markRead(target.id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await unread()).toBe(before - 1);
  });

  it("answers another user's message exactly like a missing one (404) and changes nothing", async () => {
    const target = (await list()).find((m) => !m.isRead);
    if (!target) throw new Error('seed has no unread message left for Amina');
    const foreign = await markRead(target.id, farah);
    const missing = await markRead('64c2010001000000000000ff', farah);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: 'Message not found', code: 'NOT_FOUND' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(foreign.body);
    expect((await list()).find((m) => m.id === target.id)?.isRead).toBe(false);
  });

  it('answers 400 for a malformed id', async () => {
    const res = await markRead('not-an-id');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(expect.objectContaining({ error: 'Malformed id' }));
  });

  it("counts only the caller's unread messages", async () => {
    const stored = await t.models.Message.countDocuments({ recipientId: farah.id, isRead: false });
    expect(await unread(farah)).toBe(stored);
  });
});

describe('threads in the lists (the demo conversation)', () => {
  const { teacher } = DEMO_USERS;
  const summaries = async (headers: Record<string, string>, lang = 'so') =>
    messageSummaryListSchema.parse(
      (await t.request.get('/api/messages').set(headers).set('Accept-Language', lang)).body,
    );

  it("gives the parent's list each thread's unread count and last activity; the badge counts the unread reply", async () => {
    const mine = await summaries(as(amina));
    const talk = mine.find((m) => m.thread.replyCount > 0);
    expect(talk).toMatchObject({
      isRead: true,
      sender: { id: teacher.id, name: 'Ms. Sarah Johnson', role: 'teacher' },
      schoolNotice: false,
      thread: {
        unreadCount: 1,
        replyCount: 2,
        lastReply: { sender: { role: 'teacher' }, hasAudio: false },
      },
    });
    // The teacher's last reply was not translated: the Somali reader sees its English, marked so.
    expect(talk?.thread.lastReply?.preview).toMatch(/^Wonderful!/);
    expect(Date.parse(talk?.thread.lastActivityAt ?? '')).toBeGreaterThan(
      Date.parse(talk?.createdAt ?? ''),
    );
    const stored = await t.models.Message.countDocuments({ recipientId: amina.id, isRead: false });
    expect(await unread()).toBe(stored + 1);
    // School-wide notices are flagged for the fixed label; messages about a child are not.
    expect(
      mine
        .filter((m) => m.schoolNotice)
        .map((m) => m.texts.subject.original.text)
        .sort(),
    ).toEqual(['Free school meals: how to apply', 'Parent meeting next week']);
  });

  it("lists the teacher's threads, and opens the thread for the parent in Somali with the original kept", async () => {
    const [thread] = await summaries(t.as('teacher', teacher.id), 'en');
    expect(thread).toMatchObject({ subject: "Abdi's reading at home", thread: { unreadCount: 0 } });
    const res = await t.request
      .get(`/api/messages/${thread?.thread.id}`)
      .set(as(amina))
      .set('Accept-Language', 'so');
    const opened = threadResponseSchema.parse(res.body);
    expect(opened.message.subject).toBe('Akhriska Abdi ee guriga');
    expect(opened.message.texts.subject.shown.status).toBe('machine');
    expect(opened.replies.map((r) => [r.sender.role, r.content?.shown.status, r.isRead])).toEqual([
      ['parent', 'original', true],
      ['teacher', 'not_translated', false],
    ]);
    expect(await summaries(t.as('teacher', DEMO_USERS.teacher2.id))).toEqual([]);
  });
});
