import { Schema } from 'mongoose';

export const SUPPRESSION_REASONS = ['stop', 'provider-21610', 'admin'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/**
 * A number that gets no text message from us (it replied STOP/JOOJI, the provider said it opted
 * out, or an administrator put it here). `_id` is the E.164 number. Checked before every send.
 */
export interface SmsSuppressionDoc {
  _id: string;
  reason: SuppressionReason;
  createdAt: Date;
}

export const smsSuppressionSchema = new Schema<SmsSuppressionDoc>(
  {
    _id: { type: String, required: true },
    reason: { type: String, enum: SUPPRESSION_REASONS, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'sms_suppressions', versionKey: false },
);
