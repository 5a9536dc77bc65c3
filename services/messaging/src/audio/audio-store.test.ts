import { text } from 'node:stream/consumers';
import { Types } from 'mongoose';
import { startMessagingTestApp, type MessagingTestApp } from '../testing-app';
import { GridFsAudioStore } from './audio-store';

let t: MessagingTestApp;
let store: GridFsAudioStore;
beforeAll(async () => {
  t = await startMessagingTestApp();
  store = new GridFsAudioStore(t.connection);
});
afterAll(() => t?.stop());

// Larger than one GridFS chunk (255 KB), so ranges cross chunk borders.
const audio = Buffer.from('0123456789'.repeat(40_000));

it('stores a recording in GridFS on the real database and reads it whole or by range', async () => {
  const id = await store.save(audio, { contentType: 'audio/wav', threadId: 't1' });
  expect(await store.stat(id)).toEqual({ bytes: audio.length, contentType: 'audio/wav' });
  expect(await text(store.open(id))).toBe(audio.toString());
  expect(await text(store.open(id, { start: 261_115, end: 261_124 }))).toBe('5678901234');
  expect(await text(store.open(id, { start: audio.length - 3, end: audio.length - 1 }))).toBe(
    '789',
  );
});

it('removes a recording, and answers null for one that is not there', async () => {
  const id = await store.save(audio.subarray(0, 10), { contentType: 'audio/wav', threadId: 't2' });
  await store.remove(id);
  expect(await store.stat(id)).toBeNull();
  await expect(store.remove(id)).resolves.toBeUndefined();
  expect(await store.stat('not-an-id')).toBeNull();
  expect(
    await t.connection
      .collection('reply_audio.chunks')
      .countDocuments({ files_id: new Types.ObjectId(id) }),
  ).toBe(0);
});
