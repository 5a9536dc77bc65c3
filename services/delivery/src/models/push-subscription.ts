import { Schema, type Types } from 'mongoose';

/** One browser on one device: where its push service listens and the keys its payloads are encrypted to. */
export interface PushSubscriptionDoc {
  _id: Types.ObjectId;
  /** Unique: the same endpoint registered again (even by someone else) is the same device. */
  endpoint: string;
  userId: string;
  keys: { p256dh: string; auth: string };
  /** sha256 of the session that registered it: that session's sign-out removes it. */
  sessionTag: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const pushSubscriptionSchema = new Schema<PushSubscriptionDoc>(
  {
    endpoint: { type: String, required: true },
    userId: { type: String, required: true },
    keys: {
      type: new Schema({ p256dh: String, auth: String }, { _id: false }),
      required: true,
    },
    sessionTag: { type: String, default: null },
  },
  { collection: 'push_subscriptions', timestamps: true, versionKey: false },
);
pushSubscriptionSchema.index({ endpoint: 1 }, { unique: true });
pushSubscriptionSchema.index({ userId: 1, createdAt: 1 });
pushSubscriptionSchema.index({ sessionTag: 1 });
