import { Schema, type Types } from 'mongoose';

/** A phone number (E.164) its owner confirmed with a code; SMS goes only to a number listed here. */
export interface VerifiedPhoneDoc {
  _id: Types.ObjectId;
  userId: string;
  /** E.164, e.g. +16125550141 */
  phone: string;
  verifiedAt: Date;
}

export const verifiedPhoneSchema = new Schema<VerifiedPhoneDoc>(
  {
    userId: { type: String, required: true },
    phone: { type: String, required: true },
    verifiedAt: { type: Date, required: true },
  },
  { collection: 'verified_phones', versionKey: false },
);
verifiedPhoneSchema.index({ userId: 1, phone: 1 }, { unique: true });
// An inbound text is matched to the person whose verified number sent it.
verifiedPhoneSchema.index({ phone: 1, verifiedAt: -1 });
