import type { DeliveryModels } from '../models';

/** Phone numbers (E.164) their owners confirmed with a code. */
export class PhoneRepository {
  constructor(private readonly models: Pick<DeliveryModels, 'VerifiedPhone'>) {}

  async isVerified(userId: string, phone: string | null): Promise<boolean> {
    if (!phone) return false;
    return (await this.models.VerifiedPhone.exists({ userId, phone }).exec()) !== null;
  }

  async markVerified(userId: string, phone: string, now: Date): Promise<void> {
    await this.models.VerifiedPhone.updateOne(
      { userId, phone },
      { $setOnInsert: { verifiedAt: now } },
      { upsert: true },
    ).exec();
  }

  /** Who this number belongs to: the person who confirmed it most recently (null: nobody). */
  async ownerOf(phone: string): Promise<string | null> {
    const row = await this.models.VerifiedPhone.findOne({ phone })
      .sort({ verifiedAt: -1 })
      .lean()
      .exec();
    return row?.userId ?? null;
  }
}
