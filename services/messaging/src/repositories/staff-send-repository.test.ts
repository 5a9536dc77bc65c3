import { DEMO_USERS } from '@d742/demo-data';
import type { StaffSendDoc } from '../models';
import { startMessagingTestApp, type MessagingTestApp } from '../testing-app';
import { copyIdOf, StaffSendRepository } from './staff-send-repository';

const { amina, farah, admin } = DEMO_USERS;
const NOW = new Date('2026-11-20T15:00:00Z');
let t: MessagingTestApp;
let repo: StaffSendRepository;

beforeAll(async () => {
  t = await startMessagingTestApp();
  repo = new StaffSendRepository(t.models);
});
afterAll(() => t?.stop());
beforeEach(async () => {
  await t.clearMessages();
  await t.models.StaffSend.deleteMany({});
  jest.restoreAllMocks();
});

const pair = { so: 'Dugsigu wuu xiran yahay', en: 'School closed' };
const send = (key: string): StaffSendDoc => ({
  _id: `${admin.id}:${key}`,
  senderId: admin.id,
  fingerprint: 'f',
  message: {
    senderId: admin.id,
    senderName: 'District Admin',
    senderRole: 'admin',
    subject: pair,
    content: pair,
    notice: true,
    studentId: null,
    createdAt: NOW,
  },
  recipientIds: [amina.id, farah.id],
  thread: null,
  createdAt: NOW,
  completedAt: null,
});

describe('StaffSendRepository on the real database', () => {
  it('claims a key once: a second claim of the same key is refused', async () => {
    expect(await repo.claim(send('key-one-1'))).toBe(true);
    expect(await repo.claim(send('key-one-1'))).toBe(false);
    expect(await repo.claim(send('key-two-2'))).toBe(true);
  });

  it('gives each recipient a copy whose id the send and the recipient fix, timed at the send', () => {
    const a = copyIdOf(send('k-12345678'), amina.id);
    expect(a.equals(copyIdOf(send('k-12345678'), amina.id))).toBe(true);
    expect(a.equals(copyIdOf(send('k-12345678'), farah.id))).toBe(false);
    expect(a.equals(copyIdOf(send('k-87654321'), amina.id))).toBe(false);
    expect(a.getTimestamp()).toEqual(NOW);
  });

  it('stores only the missing copies when another attempt stored one meanwhile (duplicate key)', async () => {
    const s = send('race-1234');
    await repo.claim(s);
    // Another attempt stored Amina's copy after this one looked (the lookup is made to miss it).
    await t.models.Message.create({
      ...s.message,
      _id: copyIdOf(s, amina.id),
      recipientId: amina.id,
      isRead: false,
    });
    jest.spyOn(t.models.Message, 'find').mockReturnValueOnce({
      lean: async () => [],
    } as never);
    expect(await repo.complete(s, NOW)).toEqual([farah.id]);
    expect(await t.models.Message.countDocuments({ recipientId: amina.id })).toBe(1);
    expect(await t.models.Message.countDocuments({ recipientId: farah.id })).toBe(1);
    expect((await repo.find(s._id))?.completedAt).toEqual(NOW);
  });

  it('completes again without storing anything twice', async () => {
    const s = send('again-1234');
    await repo.claim(s);
    expect((await repo.complete(s, NOW)).sort()).toEqual([amina.id, farah.id].sort());
    expect(await repo.complete(s, NOW)).toEqual([]);
    expect(await t.models.Message.countDocuments()).toBe(2);
  });
});
