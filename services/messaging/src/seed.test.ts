import { LANGUAGES, messageSchema } from '@d742/contracts';
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
