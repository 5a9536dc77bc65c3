import type { AttemptModel, AttemptRecord } from '../models/attempt.model';

export interface AttemptPolicy {
  maxFailures: number;
  windowMs: number;
  blockMs: number;
}

export interface AttemptState {
  failures: number;
  /** epoch ms while blocked, else null */
  blockedUntil: number | null;
}

const DAY_MS = 86_400_000;

/**
 * Failure counters shared by every instance through the database. A window starts at the first
 * failure; reaching maxFailures blocks the key for blockMs; after the block or the window the
 * counter starts again from zero.
 */
export class AttemptRepository {
  constructor(private readonly attempts: AttemptModel) {}

  async state(key: string, policy: AttemptPolicy, now: number): Promise<AttemptState> {
    const doc = await this.attempts.findById(key).lean<AttemptRecord>().exec();
    if (!doc) return { failures: 0, blockedUntil: null };
    if (doc.blockedUntil > now) return { failures: doc.count, blockedUntil: doc.blockedUntil };
    if (doc.blockedUntil > 0 || doc.windowStart <= now - policy.windowMs)
      return { failures: 0, blockedUntil: null };
    return { failures: doc.count, blockedUntil: null };
  }

  async fail(key: string, policy: AttemptPolicy, now: number): Promise<AttemptState> {
    await this.attempts
      .updateOne(
        {
          _id: key,
          blockedUntil: { $lte: now },
          $or: [{ windowStart: { $lte: now - policy.windowMs } }, { blockedUntil: { $gt: 0 } }],
        },
        { $set: { count: 0, windowStart: now, blockedUntil: 0 } },
      )
      .exec();
    const doc = await this.increment(key, now);
    if (doc.blockedUntil > now) return { failures: doc.count, blockedUntil: doc.blockedUntil };
    if (doc.count < policy.maxFailures) return { failures: doc.count, blockedUntil: null };
    const blockedUntil = now + policy.blockMs;
    await this.attempts
      .updateOne({ _id: key, blockedUntil: { $lte: now } }, { $set: { blockedUntil } })
      .exec();
    return { failures: doc.count, blockedUntil };
  }

  async reset(key: string): Promise<void> {
    await this.attempts.deleteOne({ _id: key }).exec();
  }

  /** Drops counters that can no longer matter (windows here are at most a day; blocks keep their own expiry). */
  async purgeStale(now: number): Promise<void> {
    await this.attempts
      .deleteMany({ blockedUntil: { $lte: now }, windowStart: { $lte: now - DAY_MS } })
      .exec();
  }

  private async increment(key: string, now: number): Promise<AttemptRecord> {
    const run = () =>
      this.attempts
        .findOneAndUpdate(
          { _id: key },
          { $inc: { count: 1 }, $setOnInsert: { windowStart: now, blockedUntil: 0 } },
          { upsert: true, returnDocument: 'after' },
        )
        .lean<AttemptRecord>()
        .exec();
    try {
      return (await run()) as AttemptRecord;
    } catch (err) {
      // Two instances racing to create the same counter: the loser retries as an update.
      if ((err as { code?: unknown }).code === 11000) return (await run()) as AttemptRecord;
      throw err;
    }
  }
}
