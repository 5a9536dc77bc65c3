import { CONTACT_CHANNELS, type ContactChannel } from '@d742/contracts';
import { Schema, type Types } from 'mongoose';

/**
 * One one-time code sent to confirm an address or number: only its HMAC is stored (keyed with the
 * internal secret, salted per code). Kept after use or expiry: the hourly limit counts them.
 */
export interface ContactCodeDoc {
  _id: Types.ObjectId;
  userId: string;
  channel: ContactChannel;
  /** Where it was sent: lowercase email, or E.164 number. Confirming for another one fails. */
  destination: string;
  salt: string;
  hash: string;
  expiresAt: Date;
  /** Wrong tries so far; at the limit the code is void. */
  tries: number;
  usedAt: Date | null;
  createdAt: Date;
}

export const contactCodeSchema = new Schema<ContactCodeDoc>(
  {
    userId: { type: String, required: true },
    channel: { type: String, enum: CONTACT_CHANNELS, required: true },
    destination: { type: String, required: true },
    salt: { type: String, required: true },
    hash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    tries: { type: Number, default: 0 },
    usedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'contact_codes', versionKey: false },
);
contactCodeSchema.index({ userId: 1, channel: 1, createdAt: -1 });
// The retention purge: spent codes older than the hourly limit's window.
contactCodeSchema.index({ createdAt: 1 });
// The pending code of a channel (unused, newest, not expired, tries left) and voiding it.
contactCodeSchema.index({
  userId: 1,
  channel: 1,
  usedAt: 1,
  createdAt: -1,
  expiresAt: 1,
  tries: 1,
});
