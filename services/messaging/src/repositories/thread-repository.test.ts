import { DEMO_USERS } from '@d742/demo-data';
import { Types } from 'mongoose';
import { withTranslation } from '../domain/texts';
import type { ReplyDoc } from '../models';
import { startMessagingTestApp, type MessagingTestApp } from '../testing-app';
import { ThreadRepository } from './thread-repository';

const { amina, farah, teacher } = DEMO_USERS;
const NOW = new Date('2026-11-20T15:00:00Z');
let t: MessagingTestApp;
let repo: ThreadRepository;

beforeAll(async () => {
  t = await startMessagingTestApp();
  repo = new ThreadRepository(t.models);
});
afterAll(() => t?.stop());
beforeEach(() => t.clearMessages());

const pair = { so: 'Salaan', en: 'Hello' };
const outgoing = {
  senderId: teacher.id,
  senderName: 'Ms. Sarah Johnson',
  senderRole: 'teacher' as const,
  subject: pair,
  content: pair,
  studentId: null,
  createdAt: NOW,
};
const threadFields = {
  studentId: null,
  familyIds: [amina.id],
  staffIds: [teacher.id],
  staff: [{ id: teacher.id, name: 'Ms. Sarah Johnson', role: 'teacher' as const }],
  createdAt: NOW,
};
const replyTo = (threadId: Types.ObjectId, overrides: Partial<ReplyDoc> = {}): ReplyDoc => ({
  _id: new Types.ObjectId(),
  threadId,
  sender: { id: amina.id, name: 'Amina Hassan', role: 'parent' },
  createdAt: NOW,
  content: withTranslation({ language: 'so', text: 'Haa', origin: 'typed' }, null),
  audio: null,
  unreadBy: [teacher.id],
  ...overrides,
});

it('opens a thread under the id of its first copy, one copy per recipient, the author’s read', async () => {
  const copies = await repo.open(
    threadFields,
    outgoing,
    [amina.id, teacher.id, amina.id],
    amina.id,
  );
  expect(copies.map((c) => [c.recipientId, c.isRead])).toEqual([
    [amina.id, true],
    [teacher.id, false],
  ]);
  const threadId = copies[0]?._id as Types.ObjectId;
  expect(copies.every((c) => c.threadId?.equals(threadId))).toBe(true);
  expect(await t.models.Thread.countDocuments({ _id: threadId })).toBe(1);
  const view = await repo.resolve(copies[1]?._id.toHexString() ?? '', teacher.id);
  expect(view?.thread._id).toEqual(threadId);
  expect(view?.own?.recipientId).toBe(teacher.id);
  expect(await repo.resolve(threadId.toHexString(), farah.id)).toBeNull();
});

it('removes the thread again when its copies cannot be stored', async () => {
  const bad = { ...outgoing, senderRole: 'principal' as unknown as 'teacher' };
  await expect(repo.open(threadFields, bad, [amina.id])).rejects.toThrow();
  expect(await t.models.Thread.countDocuments()).toBe(0);
  expect(await t.models.Message.countDocuments()).toBe(0);
});

it('makes a thread of a message at its first reply, and keeps no reply its thread would not take', async () => {
  const [message] = await t.models.Message.insertMany([
    { ...outgoing, recipientId: amina.id, isRead: false, readAt: null },
  ]);
  const id = message?._id.toHexString() ?? '';
  const view = await repo.resolve(id, amina.id);
  if (!view) throw new Error('Amina cannot see her message');
  expect(view.persisted).toBe(false);

  const broken = {
    ...view,
    thread: { ...view.thread, studentId: 'x' as unknown as Types.ObjectId },
  };
  await expect(repo.addReply(broken, replyTo(view.thread._id))).rejects.toThrow();
  expect(await t.models.Reply.countDocuments()).toBe(0);
  expect(await t.models.Thread.countDocuments()).toBe(0);

  await repo.addReply(view, replyTo(view.thread._id));
  const after = await repo.resolve(id, teacher.id);
  expect(after).toMatchObject({
    persisted: true,
    thread: { replyCount: 1, familyIds: [amina.id] },
  });
  expect((await t.models.Message.findById(id).lean())?.threadId?.toHexString()).toBe(id);
  expect(await repo.countUnreadReplies(teacher.id)).toBe(1);
  await repo.markRead(after as NonNullable<typeof after>, teacher.id, NOW);
  expect(await repo.countUnreadReplies(teacher.id)).toBe(0);
});
