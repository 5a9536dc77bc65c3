import { countSchema, messageListSchema, messageSchema } from '@d742/contracts';
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
