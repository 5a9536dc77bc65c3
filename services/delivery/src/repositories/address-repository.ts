import type { DeliveryModels } from '../models';

/** Email addresses their owners proved are theirs (decision 021). */
export class AddressRepository {
  constructor(private readonly models: Pick<DeliveryModels, 'VerifiedAddress'>) {}

  async isVerified(userId: string, email: string): Promise<boolean> {
    if (!email) return false;
    return (
      (await this.models.VerifiedAddress.exists({ userId, email: email.toLowerCase() }).exec()) !==
      null
    );
  }

  async markVerified(userId: string, email: string, now: Date): Promise<void> {
    await this.models.VerifiedAddress.updateOne(
      { userId, email: email.toLowerCase() },
      { $setOnInsert: { verifiedAt: now } },
      { upsert: true },
    ).exec();
  }
}
