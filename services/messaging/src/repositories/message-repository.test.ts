import { DEMO_USERS } from '@d742/demo-data';
import { seedDemoData } from '../seed';
import { startMessagingTestApp, type MessagingTestApp } from '../testing-app';
import { MessageRepository } from './message-repository';

let t: MessagingTestApp;
let repo: MessageRepository;
const NOW = new Date('2025-03-12T15:00:00Z');

beforeAll(async () => {
  t = await startMessagingTestApp();
  await seedDemoData(t.connection, NOW);
  repo = new MessageRepository(t.models);
});

afterAll(() => t?.stop());

it("lists only the recipient's messages, newest first", async () => {
  const list = await repo.listForRecipient(DEMO_USERS.farah.id);
  expect(list.length).toBeGreaterThanOrEqual(6);
  expect(list.every((m) => m.recipientId === DEMO_USERS.farah.id)).toBe(true);
  const times = list.map((m) => m.createdAt.getTime());
  expect([...times].sort((a, b) => b - a)).toEqual(times);
});

it('counts unread messages and marks one read, only for its recipient', async () => {
  const before = await repo.countUnread(DEMO_USERS.farah.id);
  const unread = (await repo.listForRecipient(DEMO_USERS.farah.id)).find((m) => !m.isRead);
  if (!unread) throw new Error('seed has no unread message for Farah');

  expect(await repo.markRead(DEMO_USERS.amina.id, unread._id.toHexString(), NOW)).toBeNull();
  expect(await repo.countUnread(DEMO_USERS.farah.id)).toBe(before);

  const marked = await repo.markRead(DEMO_USERS.farah.id, unread._id.toHexString(), NOW);
  expect(marked).toEqual(expect.objectContaining({ isRead: true, readAt: NOW }));
  expect(await repo.countUnread(DEMO_USERS.farah.id)).toBe(before - 1);
});
