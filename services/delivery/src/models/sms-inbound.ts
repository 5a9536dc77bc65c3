import { Schema, type Types } from 'mongoose';

export const INBOUND_OUTCOMES = [
  'unknown-number',
  'no-conversation',
  'replied',
  'stop',
  'start',
] as const;
export type InboundOutcome = (typeof INBOUND_OUTCOMES)[number];

/**
 * An incoming text message (the provider's webhook), stored once per provider MessageSid (a
 * retried webhook is the same message). The unmatched ones (`unknown-number`, `no-conversation`)
 * are kept for an administrator; nothing is dropped.
 */
export interface SmsInboundDoc {
  _id: Types.ObjectId;
  messageSid: string;
  /** E.164 as the provider gave it. */
  from: string;
  body: string;
  outcome: InboundOutcome;
  userId: string | null;
  threadId: string | null;
  /** What was answered (TwiML <Message>), so a retried webhook gets the same answer. */
  answer: string | null;
  receivedAt: Date;
}

export const smsInboundSchema = new Schema<SmsInboundDoc>(
  {
    messageSid: { type: String, required: true },
    from: { type: String, required: true },
    body: { type: String, default: '' },
    outcome: { type: String, enum: INBOUND_OUTCOMES, required: true },
    userId: { type: String, default: null },
    threadId: { type: String, default: null },
    answer: { type: String, default: null },
    receivedAt: { type: Date, required: true },
  },
  { collection: 'sms_inbound', versionKey: false },
);
smsInboundSchema.index({ messageSid: 1 }, { unique: true });
// The retention purge.
smsInboundSchema.index({ receivedAt: 1 });
smsInboundSchema.index({ outcome: 1, receivedAt: -1, _id: -1 });
