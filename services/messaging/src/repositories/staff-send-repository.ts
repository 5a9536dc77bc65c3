import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { readEachKey } from '@d742/service-kit';
import type { MessageDoc, MessagingModels, StaffSendDoc } from '../models';
import { isDuplicateKey } from './duplicate-key';

/** The write errors of a bulk insert (mongodb's MongoBulkWriteError), or null for any other failure. */
function bulkWriteErrors(err: unknown): Array<{ index: number; code: number }> | null {
  const errors = (err as { writeErrors?: unknown }).writeErrors;
  if (!Array.isArray(errors)) return null;
  return errors.map(
    (e: { index?: number; code?: number; err?: { index?: number; code?: number } }) => ({
      index: e.index ?? e.err?.index ?? -1,
      code: e.code ?? e.err?.code ?? 0,
    }),
  );
}

/**
 * The id of `recipientId`'s copy of a keyed send: the send's time (as an ObjectId's first four
 * bytes) and eight bytes of a hash of the send and the recipient. Every attempt of the send
 * computes the same id, so a copy can only be stored once.
 */
export function copyIdOf(send: Pick<StaffSendDoc, '_id' | 'createdAt'>, recipientId: string) {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(Math.floor(send.createdAt.getTime() / 1000) >>> 0, 0);
  createHash('sha256').update(`${send._id}\n${recipientId}`).digest().copy(bytes, 4, 0, 8);
  return new Types.ObjectId(bytes);
}

export const sendIdOf = (senderId: string, key: string) => `${senderId}:${key}`;

/**
 * Staff sends under an idempotency key, fanned out once per recipient (issue 13). FerretDB has no
 * transactions and its conditional updates are not atomic, so nothing here relies on them: the
 * send is claimed by inserting its unique `_id`, and each copy has an id fixed by the send and
 * its recipient, so storing a copy twice fails on the duplicate key. A send that fails halfway is
 * completed by the next attempt with the same key: every recipient then has exactly one copy.
 */
export class StaffSendRepository {
  constructor(private readonly models: MessagingModels) {}

  async find(sendId: string): Promise<StaffSendDoc | null> {
    return this.models.StaffSend.findById(sendId).lean<StaffSendDoc>();
  }

  /** Records the send; false when an attempt with the same key recorded it first. */
  async claim(send: StaffSendDoc): Promise<boolean> {
    try {
      await this.models.StaffSend.create(send);
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  /**
   * Stores the copies the send's recipients do not have yet (and the thread of a message to one
   * student's family); answers the recipients whose copy was stored now.
   */
  async complete(send: StaffSendDoc, now: Date): Promise<string[]> {
    const { Message, StaffSend, Thread } = this.models;
    const recipients = [...new Set(send.recipientIds)];
    const ids = recipients.map((r) => copyIdOf(send, r));
    if (send.thread) {
      try {
        await Thread.create({
          ...send.thread,
          lastActivityAt: send.thread.createdAt,
          replyCount: 0,
          lastReply: null,
        });
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
    // One lookup per copy: FerretDB pushes no `$in` down (it would read every message).
    const stored = await readEachKey(ids, (_id) =>
      Message.find({ _id }, { _id: 1 }).lean<Pick<MessageDoc, '_id'>[]>(),
    );
    const have = new Set(stored.flat().map((m) => m._id.toHexString()));
    const missing: MessageDoc[] = recipients.flatMap((recipientId, i) => {
      const _id = ids[i] as Types.ObjectId;
      if (have.has(_id.toHexString())) return [];
      return [
        {
          ...send.message,
          _id,
          recipientId,
          threadId: send.thread ? send.thread._id : null,
          isRead: false,
          readAt: null,
        },
      ];
    });
    let failed = new Set<number>();
    if (missing.length > 0) {
      try {
        await Message.insertMany(missing, { ordered: false });
      } catch (err) {
        // Another attempt stored some of them meanwhile: theirs count, ours are not needed.
        const errors = bulkWriteErrors(err);
        if (!errors || errors.some((e) => !isDuplicateKey(e))) throw err;
        failed = new Set(errors.map((e) => e.index));
      }
    }
    await StaffSend.updateOne({ _id: send._id }, { $set: { completedAt: now } });
    return missing.filter((_m, i) => !failed.has(i)).map((m) => m.recipientId);
  }
}
