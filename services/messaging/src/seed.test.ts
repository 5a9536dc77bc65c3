import { LANGUAGES, messageSchema, threadResponseSchema } from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { toMessageDto } from './mappers/message';
import { seedDemoData } from './seed';
import { startMessagingTestApp, type MessagingTestApp } from './testing-app';

const NOW = new Date('2025-03-12T15:00:00Z');
let t: MessagingTestApp;

beforeAll(async () => {
  t = await startMessagingTestApp();
  await seedDemoData(t.connection, NOW);
});

afterAll(() => t?.stop());

it('is idempotent: seeding again changes no counts', async () => {
  const before = await t.models.Message.countDocuments();
  const counts = await seedDemoData(t.connection, new Date(NOW.getTime() + 3_600_000));
  expect(await t.models.Message.countDocuments()).toBe(before);
  expect(counts.messages).toBe(before);
});

it("keeps a parent's read state when seeding again", async () => {
  const unread = await t.models.Message.findOne({ isRead: false }).orFail().lean();
  await t.models.Message.updateOne({ _id: unread._id }, { $set: { isRead: true, readAt: NOW } });
  await seedDemoData(t.connection, NOW);
  expect((await t.models.Message.findById(unread._id).orFail().lean()).isRead).toBe(true);
  await t.models.Message.updateOne({ _id: unread._id }, { $set: { isRead: false, readAt: null } });
});

it.each(LANGUAGES)('every seeded message parses with the contracts schema in %s', async (lang) => {
  const messages = await t.models.Message.find().lean();
  for (const doc of messages) messageSchema.parse(toMessageDto(doc, lang));
  expect(
    messages.every((m) => m.subject.so !== m.subject.en && m.content.so !== m.content.en),
  ).toBe(true);
});

it.each(Object.values(DEMO_STUDENTS).map((s) => [s.firstName, s] as const))(
  'sends 6+ messages about %s to each parent, some unread, from teachers and the school office',
  async (_name, student) => {
    for (const parentId of student.parentIds) {
      const messages = await t.models.Message.find({
        recipientId: parentId,
        studentId: student.id,
      }).lean();
      expect(messages.length).toBeGreaterThanOrEqual(6);
      expect(messages.some((m) => !m.isRead)).toBe(true);
      expect(messages.some((m) => m.isRead)).toBe(true);
      expect(new Set(messages.map((m) => m.senderRole))).toEqual(new Set(['teacher', 'admin']));
      expect(messages.every((m) => m.createdAt <= NOW)).toBe(true);
    }
  },
);

it('sends nothing to users who are not parents', async () => {
  expect(await t.models.Message.countDocuments({ recipientId: DEMO_USERS.client.id })).toBe(0);
});

it('gives a parent of several children each school-wide message once', async () => {
  const messages = await t.models.Message.find({ recipientId: DEMO_USERS.amina.id }).lean();
  const subjects = messages.map((m) => m.subject.en);
  for (const news of ['Parent meeting next week', 'Free school meals: how to apply']) {
    expect(subjects.filter((s) => s === news)).toHaveLength(1);
  }
});

describe('the demo conversation', () => {
  const { amina, teacher } = DEMO_USERS;
  const threadOf = async () => {
    const thread = await t.models.Thread.findOne({ staffIds: teacher.id }).orFail().lean();
    const replies = await t.models.Reply.find({ threadId: thread._id })
      .sort({ createdAt: 1 })
      .lean();
    return { thread, replies };
  };

  it("is Ms. Johnson and Amina about Abdi: her English message, Amina's Somali answer, her reply", async () => {
    const { thread, replies } = await threadOf();
    expect(thread.studentId?.toHexString()).toBe(DEMO_STUDENTS.abdi.id);
    expect(thread.familyIds).toEqual([amina.id]);
    const root = await t.models.Message.findById(thread._id).orFail().lean();
    expect(root).toMatchObject({ recipientId: amina.id, senderId: teacher.id, isRead: true });
    expect(root.texts?.content.original.language).toBe('en');
    expect(replies.map((r) => [r.sender.role, r.content?.original.language])).toEqual([
      ['parent', 'so'],
      ['teacher', 'en'],
    ]);
    expect(thread.replyCount).toBe(2);
    expect(thread.lastReply?.id).toEqual(replies[1]?._id);
  });

  it("labels its translations honestly: the Somali answer's English is machine-made, the last reply is not translated", async () => {
    const { replies } = await threadOf();
    expect(replies[0]?.content?.translation).toEqual({
      source: 'machine',
      language: 'en',
      text: expect.stringContaining('he will read every evening'),
    });
    expect(replies[1]?.content?.translation).toEqual({ source: 'none', language: 'so' });
    expect(replies[1]?.unreadBy).toEqual([amina.id]);
  });

  it('opens for both sides: the teacher reads the Somali answer in English, machine translated', async () => {
    const { thread } = await threadOf();
    const res = await t.request
      .get(`/api/messages/${thread._id.toHexString()}`)
      .set(t.as('teacher', teacher.id))
      .set('Accept-Language', 'en');
    expect(res.status).toBe(200);
    const opened = threadResponseSchema.parse(res.body);
    expect(opened.replies.map((r) => [r.content?.shown.status, r.isRead, r.audio])).toEqual([
      ['machine', true, null],
      ['original', true, null],
    ]);
    const stored = await t.models.Reply.find({ threadId: thread._id }).lean();
    expect(stored.every((r) => Array.isArray(r.unreadBy) && r.audio === null)).toBe(true);
  });

  it('is written once: seeding again keeps its replies, counts and read state as people left them', async () => {
    const { thread, replies } = await threadOf();
    await t.models.Reply.updateOne({ _id: replies[1]?._id }, { $set: { unreadBy: [] } });
    await t.models.Thread.updateOne({ _id: thread._id }, { $set: { replyCount: 3 } });
    await seedDemoData(t.connection, new Date(NOW.getTime() + 86_400_000));
    const after = await threadOf();
    expect(after.replies[1]?.unreadBy).toEqual([]);
    expect(after.thread.replyCount).toBe(3);
    expect(after.replies[1]?.createdAt).toEqual(replies[1]?.createdAt);
    await t.models.Reply.updateOne({ _id: replies[1]?._id }, { $set: { unreadBy: [amina.id] } });
    await t.models.Thread.updateOne({ _id: thread._id }, { $set: { replyCount: 2 } });
  });
});
