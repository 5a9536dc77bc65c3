import type { DeliveryModels, SuppressionReason } from '../models';

const isDuplicateKey = (err: unknown) => (err as { code?: unknown } | null)?.code === 11000;

/** Our own list of numbers that get no text message (STOP, the provider's 21610, an administrator). */
export class SuppressionRepository {
  constructor(private readonly models: Pick<DeliveryModels, 'SmsSuppression'>) {}

  async isSuppressed(phone: string): Promise<boolean> {
    return (await this.models.SmsSuppression.exists({ _id: phone }).exec()) !== null;
  }

  /** Adds the number (an existing entry keeps its first reason). */
  async suppress(phone: string, reason: SuppressionReason, now: Date): Promise<void> {
    try {
      await this.models.SmsSuppression.create({ _id: phone, reason, createdAt: now });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }

  /** START/BILOW: the number may get text messages again. */
  async lift(phone: string): Promise<boolean> {
    const { deletedCount } = await this.models.SmsSuppression.deleteOne({ _id: phone }).exec();
    return deletedCount > 0;
  }
}
