import { MESSAGE_SEND_RATE_LIMIT } from '@d742/contracts';
import type { MessagingModels } from '../models';

export type SendAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Sends per sender in fixed windows, counted in the database so every instance shares them.
 * Each attempt counts; past `maxSends` in a window the sender waits for the next one.
 */
export class SendLimiter {
  constructor(
    private readonly models: Pick<MessagingModels, 'SendWindow'>,
    private readonly policy: { maxSends: number; windowMs: number } = MESSAGE_SEND_RATE_LIMIT,
  ) {}

  async take(userId: string, now: Date): Promise<SendAllowance> {
    const { maxSends, windowMs } = this.policy;
    const start = Math.floor(now.getTime() / windowMs) * windowMs;
    const windowStart = new Date(start);
    const count = async () =>
      this.models.SendWindow.findOneAndUpdate(
        { _id: `${userId}:${start}` },
        { $inc: { count: 1 }, $setOnInsert: { userId, windowStart } },
        { upsert: true, returnDocument: 'after' },
      ).lean();
    let window;
    try {
      window = await count();
    } catch (err) {
      // Two instances opening the same window at once: the loser counts into the winner's.
      if ((err as { code?: unknown }).code !== 11000) throw err;
      window = await count();
    }
    const sends = window?.count ?? 1;
    if (sends === 1)
      await this.models.SendWindow.deleteMany({ userId, windowStart: { $lt: windowStart } });
    if (sends <= maxSends) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000)),
    };
  }
}
