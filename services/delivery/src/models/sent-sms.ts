import { Schema, type Types } from 'mongoose';

/**
 * A text message the provider accepted: counts towards the person's daily cap, and tells which
 * conversation a reply from that number answers (`threadId`, when it was about a message).
 */
export interface SentSmsDoc {
  _id: Types.ObjectId;
  userId: string;
  to: string;
  /** The job that sent it (unique: a job counts once). */
  jobId: string;
  /** The provider's message sid. */
  sid: string;
  threadId: string | null;
  urgent: boolean;
  sentAt: Date;
}

export const sentSmsSchema = new Schema<SentSmsDoc>(
  {
    userId: { type: String, required: true },
    to: { type: String, required: true },
    jobId: { type: String, required: true },
    sid: { type: String, required: true },
    threadId: { type: String, default: null },
    urgent: { type: Boolean, default: false },
    sentAt: { type: Date, required: true },
  },
  { collection: 'sms_sent', versionKey: false },
);
sentSmsSchema.index({ jobId: 1 }, { unique: true });
sentSmsSchema.index({ userId: 1, sentAt: -1 });
// The retention purge.
sentSmsSchema.index({ sentAt: 1 });
// The latest text to this person at this number about a message (where a reply belongs).
sentSmsSchema.index({ userId: 1, to: 1, sentAt: -1, threadId: 1 });
