import { createHash } from 'node:crypto';
import { isStaffRole, type Language } from '@d742/contracts';
import { Types } from 'mongoose';
import { readEachKey } from '@d742/service-kit';
import { familyLanguageOf, type ReplyLanguageView } from '../domain/family-language';
import type { MessageDoc, MessagingModels, ReplyDoc, ThreadDoc } from '../models';
import { isDuplicateKey } from './duplicate-key';
import type { OutgoingMessage } from './message-repository';

/** A thread as one reader sees it. */
export interface ThreadView {
  thread: ThreadDoc;
  /** False for a message nobody has answered yet and that was not sent as a thread: it becomes one at its first reply. */
  persisted: boolean;
  /** The thread's first message. */
  root: MessageDoc;
  /** The reader's own copy of it (their read state); null for its staff sender. */
  own: MessageDoc | null;
}

/** The thread a message not yet answered stands for: its recipient and its staff sender. */
export function unansweredThread(message: MessageDoc): ThreadDoc {
  const staff = isStaffRole(message.senderRole);
  const sender = {
    id: message.senderId,
    name: message.senderName || null,
    role: message.senderRole,
  };
  return {
    _id: message._id,
    studentId: message.studentId ?? null,
    familyIds: [message.recipientId],
    staffIds: staff ? [message.senderId] : [],
    staff: staff ? [sender] : [],
    createdAt: message.createdAt,
    lastActivityAt: message.createdAt,
    replyCount: 0,
    lastReply: null,
  };
}

export const threadIdOf = (message: Pick<MessageDoc, '_id' | 'threadId'>): Types.ObjectId =>
  message.threadId ?? message._id;

/**
 * The id of a reply sent under an idempotency key: the same sender, thread and key always give
 * the same id, so storing the reply a second time fails on the duplicate `_id` (FerretDB has no
 * atomic conditional insert; a unique `_id` is the claim, as for staff sends).
 */
export function replyIdOf(threadId: Types.ObjectId, senderId: string, key: string): Types.ObjectId {
  const digest = createHash('sha256')
    .update(`${threadId.toHexString()}:${senderId}:${key}`)
    .digest();
  return new Types.ObjectId(digest.subarray(0, 12));
}

/**
 * Threads, their first messages' copies and their replies. Every read goes through `resolve`,
 * which answers null unless the reader is the thread's family or staff, so no query here
 * hands one family's conversation to anybody else.
 */
export class ThreadRepository {
  constructor(private readonly models: MessagingModels) {}

  /** The thread of message `messageId` as `readerId` may see it, or null (missing or not theirs: the same). */
  async resolve(messageId: string, readerId: string): Promise<ThreadView | null> {
    const { Message, Thread } = this.models;
    const message = await Message.findById(messageId).lean<MessageDoc>();
    if (!message) return null;
    const threadId = threadIdOf(message);
    const stored = await Thread.findById(threadId).lean<ThreadDoc>();
    const thread = stored ?? unansweredThread(message);
    if (!thread.familyIds.includes(readerId) && !thread.staffIds.includes(readerId)) return null;
    const root = threadId.equals(message._id)
      ? message
      : ((await Message.findById(threadId).lean<MessageDoc>()) ?? message);
    const own =
      message.recipientId === readerId
        ? message
        : await Message.findOne({
            recipientId: readerId,
            $or: [{ _id: threadId }, { threadId }],
          }).lean<MessageDoc>();
    return { thread, persisted: stored !== null, root, own };
  }

  /**
   * A new thread and its first message, one copy per recipient (`readBy`'s copy already read:
   * the author's). The thread's id is the first copy's. If the copies cannot all be stored, the
   * thread and any stored copy are removed again.
   */
  async open(
    thread: Omit<ThreadDoc, '_id' | 'replyCount' | 'lastReply' | 'lastActivityAt'>,
    message: OutgoingMessage,
    recipientIds: readonly string[],
    readBy?: string,
  ): Promise<MessageDoc[]> {
    const recipients = [...new Set(recipientIds)];
    if (recipients.length === 0) return [];
    const ids = recipients.map(() => new Types.ObjectId());
    const threadId = ids[0] as Types.ObjectId;
    const copies: MessageDoc[] = recipients.map((recipientId, i) => ({
      ...message,
      _id: ids[i] as Types.ObjectId,
      recipientId,
      threadId,
      isRead: recipientId === readBy,
      readAt: recipientId === readBy ? message.createdAt : null,
    }));
    await this.models.Thread.create({
      ...thread,
      _id: threadId,
      lastActivityAt: thread.createdAt,
      replyCount: 0,
      lastReply: null,
    });
    try {
      await this.models.Message.insertMany(copies);
    } catch (err) {
      await this.models.Message.deleteMany({ threadId });
      await this.models.Thread.deleteOne({ _id: threadId });
      throw err;
    }
    return copies;
  }

  async replies(threadId: Types.ObjectId): Promise<ReplyDoc[]> {
    return this.models.Reply.find({ threadId }).sort({ createdAt: 1, _id: 1 }).lean<ReplyDoc[]>();
  }

  async findReply(threadId: Types.ObjectId, replyId: string): Promise<ReplyDoc | null> {
    if (!Types.ObjectId.isValid(replyId)) return null;
    return this.models.Reply.findOne({ _id: replyId, threadId }).lean<ReplyDoc>();
  }

  /**
   * Stores a reply and records it on its thread (making the thread at a message's first reply).
   * Should the thread not take it, the reply is removed again: no reply without its thread.
   * 'duplicate' when a reply with this id is already stored (a keyed reply sent twice at once):
   * nothing is changed then.
   */
  async addReply(view: ThreadView, reply: ReplyDoc): Promise<'stored' | 'duplicate'> {
    const { Message, Reply, Thread } = this.models;
    const { thread } = view;
    try {
      await Reply.create(reply);
    } catch (err) {
      if (isDuplicateKey(err)) return 'duplicate';
      throw err;
    }
    const record = () =>
      Thread.updateOne(
        { _id: thread._id },
        {
          $setOnInsert: {
            studentId: thread.studentId,
            familyIds: thread.familyIds,
            staffIds: thread.staffIds,
            staff: thread.staff,
            createdAt: thread.createdAt,
          },
          $set: {
            lastActivityAt: reply.createdAt,
            lastReply: {
              id: reply._id,
              sender: reply.sender,
              createdAt: reply.createdAt,
              text: reply.content ?? reply.audio?.transcript ?? null,
              hasAudio: reply.audio !== null,
            },
          },
          $inc: { replyCount: 1 },
        },
        { upsert: true },
      );
    try {
      try {
        await record();
      } catch (err) {
        // Two first replies at once: the second records into the thread the first made.
        if (!isDuplicateKey(err)) throw err;
        await record();
      }
      if (!view.persisted)
        await Message.updateOne({ _id: view.root._id }, { $set: { threadId: thread._id } });
    } catch (err) {
      await Reply.deleteOne({ _id: reply._id });
      throw err;
    }
    return 'stored';
  }

  /** Marks the reader's copy of the first message and every reply of the thread read. */
  async markRead(view: ThreadView, readerId: string, now: Date): Promise<void> {
    const threadId = view.thread._id;
    await this.models.Message.updateMany(
      { recipientId: readerId, isRead: false, $or: [{ _id: threadId }, { threadId }] },
      { $set: { isRead: true, readAt: now } },
    );
    await this.models.Reply.updateMany(
      { threadId, unreadBy: readerId },
      { $pull: { unreadBy: readerId } },
    );
  }

  /**
   * A staff member's threads, newest activity first, with their first messages, own copies and
   * the language each family last wrote in.
   */
  async listForStaff(staffId: string): Promise<{
    threads: ThreadDoc[];
    roots: Map<string, MessageDoc>;
    own: Map<string, MessageDoc>;
    familyLanguages: Map<string, Language | null>;
  }> {
    const threads = await this.models.Thread.find({ staffIds: staffId })
      .sort({ lastActivityAt: -1, _id: -1 })
      .lean<ThreadDoc[]>();
    const ids = threads.map((t) => t._id);
    // One read per thread (readEachKey): FerretDB pushes no `$in` down, and one over a teacher's
    // threads read every message and reply of the district (10-12 s at 10,000 students).
    const [roots, own, familyReplies] = await Promise.all([
      readEachKey(ids, (_id) => this.models.Message.find({ _id }).lean<MessageDoc[]>()),
      // Bounded by the staff member's own copies (recipientId is pushed down).
      this.models.Message.find({ recipientId: staffId, threadId: { $in: ids } }).lean<
        MessageDoc[]
      >(),
      readEachKey(ids, (threadId) =>
        this.models.Reply.find(
          { threadId, 'sender.role': { $nin: ['teacher', 'admin'] as const } },
          {
            threadId: 1,
            sender: 1,
            createdAt: 1,
            language: 1,
            'content.original.language': 1,
            'audio.transcript.original.language': 1,
          },
        ).lean<Array<ReplyLanguageView & Pick<ReplyDoc, 'threadId'>>>(),
      ),
    ]);
    const rootsById = new Map(roots.flat().map((m) => [m._id.toHexString(), m]));
    const repliesByThread = new Map(ids.map((id, i) => [id.toHexString(), familyReplies[i]!]));
    const familyLanguages = new Map<string, Language | null>();
    for (const thread of threads) {
      const key = thread._id.toHexString();
      const root = rootsById.get(key);
      const replies = repliesByThread.get(key) ?? [];
      familyLanguages.set(key, root ? familyLanguageOf(thread, root, replies) : null);
    }
    return {
      threads,
      roots: rootsById,
      own: new Map(own.map((m) => [threadIdOf(m).toHexString(), m])),
      familyLanguages,
    };
  }

  /**
   * The stored threads `readerId` belongs to as family, by thread id: one equality on the indexed
   * `familyIds` (served from the index on every backend, decision 022), and the same rule as
   * `resolve`, so a list never shows a thread its reader could not open.
   */
  async familyThreads(readerId: string): Promise<Map<string, ThreadDoc>> {
    const threads = await this.models.Thread.find({ familyIds: readerId }).lean<ThreadDoc[]>();
    return new Map(threads.map((t) => [t._id.toHexString(), t]));
  }

  /** How many replies in each thread the reader has not read, by thread id. */
  async unreadReplies(readerId: string): Promise<Map<string, number>> {
    const unread = await this.models.Reply.find({ unreadBy: readerId }, { threadId: 1 }).lean<
      Pick<ReplyDoc, 'threadId'>[]
    >();
    const counts = new Map<string, number>();
    for (const { threadId } of unread) {
      const key = threadId.toHexString();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }

  async countUnreadReplies(readerId: string): Promise<number> {
    return this.models.Reply.countDocuments({ unreadBy: readerId });
  }
}
