import { readEachKey } from '@d742/service-kit';
import type { DeliveryModels, InboundOutcome, SmsInboundDoc } from '../models';

/** The outcomes of a text that reached no conversation (the administrators' list of them). */
const UNMATCHED_OUTCOMES: readonly InboundOutcome[] = ['unknown-number', 'no-conversation'];

const isDuplicateKey = (err: unknown) => (err as { code?: unknown } | null)?.code === 11000;

/** How far back a reply may answer the school's text message (decision 021). */
export const REPLY_WINDOW_MS = 14 * 24 * 3600_000;

/** The text messages sent (daily cap, reply matching) and received (webhook). */
export class SmsRepository {
  constructor(
    private readonly models: Pick<DeliveryModels, 'SentSms' | 'SmsInbound' | 'SmsCapSlot'>,
  ) {}

  /** Records an accepted send once per job. */
  async recordSent(row: {
    userId: string;
    to: string;
    jobId: string;
    sid: string;
    threadId: string | null;
    urgent: boolean;
    sentAt: Date;
  }): Promise<void> {
    try {
      await this.models.SentSms.create(row);
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }

  /**
   * Takes one of the person's `cap` slots for that district day for this job (insert-or-fail on
   * the unique `_id`, lowest free slot first), or returns null when all are taken. A job that
   * already holds a slot that day (a retry) keeps it.
   */
  async takeCapSlot(
    slot: { userId: string; day: string; jobId: string; at: Date },
    cap: number,
  ): Promise<number | null> {
    const { userId, day, jobId, at } = slot;
    const held = await this.models.SmsCapSlot.findOne({ jobId, day }).lean().exec();
    if (held) return held.slot;
    for (let n = 1; n <= cap; n += 1) {
      try {
        await this.models.SmsCapSlot.create({
          _id: `${userId}:${day}:${n}`,
          userId,
          day,
          slot: n,
          jobId,
          takenAt: at,
        });
        return n;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
    return null;
  }

  /** Gives the job's slot back (the send failed; a retry takes one again). */
  async releaseCapSlot(jobId: string, day: string): Promise<void> {
    await this.models.SmsCapSlot.deleteOne({ jobId, day }).exec();
  }

  /** The conversation of the latest text we sent this person about a message, within 14 days. */
  async latestThread(userId: string, phone: string, now: Date): Promise<string | null> {
    const row = await this.models.SentSms.findOne({
      userId,
      to: phone,
      threadId: { $ne: null },
      sentAt: { $gte: new Date(now.getTime() - REPLY_WINDOW_MS) },
    })
      .sort({ sentAt: -1 })
      .lean()
      .exec();
    return row?.threadId ?? null;
  }

  async inboundBySid(messageSid: string): Promise<SmsInboundDoc | null> {
    return this.models.SmsInbound.findOne({ messageSid }).lean().exec();
  }

  /** Stores an incoming message once per MessageSid; false when it was already stored. */
  async recordInbound(row: {
    messageSid: string;
    from: string;
    body: string;
    outcome: InboundOutcome;
    userId: string | null;
    threadId: string | null;
    answer: string | null;
    receivedAt: Date;
  }): Promise<boolean> {
    try {
      await this.models.SmsInbound.create(row);
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  /** Retention: text messages sent and received before `before` (unmatched ones included). */
  async purgeBefore(before: Date): Promise<{ sent: number; received: number }> {
    const sent = await this.models.SentSms.deleteMany({ sentAt: { $lt: before } }).exec();
    const received = await this.models.SmsInbound.deleteMany({
      receivedAt: { $lt: before },
    }).exec();
    return { sent: sent.deletedCount, received: received.deletedCount };
  }

  /** Cap slots of past days: only today's (district-local) slots are ever read again. */
  async purgeCapSlotsBefore(before: Date): Promise<number> {
    const gone = await this.models.SmsCapSlot.deleteMany({ takenAt: { $lt: before } }).exec();
    return gone.deletedCount;
  }

  /** The newest `limit` texts no conversation took, newest first: one read per outcome (FerretDB pushes no `$in` down). */
  async unmatched(limit: number): Promise<SmsInboundDoc[]> {
    const lists = await readEachKey(UNMATCHED_OUTCOMES, (outcome) =>
      this.models.SmsInbound.find({ outcome })
        .sort({ receivedAt: -1, _id: -1 })
        .limit(limit)
        .lean<SmsInboundDoc[]>()
        .exec(),
    );
    const key = (doc: SmsInboundDoc) => `${doc.receivedAt.toISOString()} ${String(doc._id)}`;
    return lists
      .flat()
      .sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0))
      .slice(0, limit);
  }
}
