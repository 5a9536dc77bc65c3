import type { PushSubscriptionRequest } from '@d742/contracts';
import type { DeliveryModels, PushSubscriptionDoc } from '../models';

/** The push subscriptions, one per endpoint (one browser on one device). */
export class SubscriptionRepository {
  constructor(private readonly models: Pick<DeliveryModels, 'PushSubscription'>) {}

  /**
   * Saves the caller's subscription. The same endpoint registered again, by the same person or
   * by whoever signs in next on that device, becomes theirs with the new keys. Returns whether
   * the endpoint was new.
   */
  async save(
    userId: string,
    subscription: PushSubscriptionRequest,
    sessionTag: string | null,
  ): Promise<{ created: boolean }> {
    const result = await this.models.PushSubscription.findOneAndUpdate(
      { endpoint: subscription.endpoint },
      {
        $set: {
          userId,
          keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
          sessionTag,
        },
      },
      { upsert: true, returnDocument: 'after', includeResultMetadata: true },
    ).exec();
    return { created: !result.lastErrorObject?.updatedExisting };
  }

  /** Removes the endpoint only when it is this user's; returns whether anything went. */
  async removeOwn(userId: string, endpoint: string): Promise<boolean> {
    const { deletedCount } = await this.models.PushSubscription.deleteOne({
      endpoint,
      userId,
    }).exec();
    return deletedCount > 0;
  }

  /** The push service said the endpoint is gone (404/410). */
  async removeEndpoint(endpoint: string): Promise<void> {
    await this.models.PushSubscription.deleteOne({ endpoint }).exec();
  }

  /** A sign-out: the devices that session registered stop receiving. */
  async removeSession(sessionTag: string): Promise<number> {
    const { deletedCount } = await this.models.PushSubscription.deleteMany({ sessionTag }).exec();
    return deletedCount;
  }

  async ofUser(userId: string): Promise<PushSubscriptionDoc[]> {
    return this.models.PushSubscription.find({ userId }).sort({ createdAt: 1 }).lean().exec();
  }

  async byId(id: string): Promise<PushSubscriptionDoc | null> {
    return this.models.PushSubscription.findById(id).lean().exec();
  }
}
