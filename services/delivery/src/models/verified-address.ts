import { Schema, type Types } from 'mongoose';

/** An email address its owner proved is theirs; email goes only to an address listed here. */
export interface VerifiedAddressDoc {
  _id: Types.ObjectId;
  userId: string;
  /** lowercase */
  email: string;
  verifiedAt: Date;
}

export const verifiedAddressSchema = new Schema<VerifiedAddressDoc>(
  {
    userId: { type: String, required: true },
    email: { type: String, required: true, lowercase: true, trim: true },
    verifiedAt: { type: Date, required: true },
  },
  { collection: 'verified_addresses', versionKey: false },
);
verifiedAddressSchema.index({ userId: 1, email: 1 }, { unique: true });
