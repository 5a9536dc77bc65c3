import { Schema, type Connection, type Model, Types } from 'mongoose';

export interface SessionRecord {
  _id: Types.ObjectId;
  /** SHA-256 of the cookie value; the raw id exists only in the browser */
  tokenHash: string;
  userId: Types.ObjectId;
  createdAt: Date;
  expiresAt: Date;
  ip: string;
  userAgent: string;
}

// No TTL index: FerretDB 1.x lacks them, so expiry is enforced on read and by a periodic purge.
const sessionSchema = new Schema<SessionRecord>(
  {
    tokenHash: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    ip: { type: String, default: '' },
    userAgent: { type: String, default: '' },
  },
  { collection: 'sessions', versionKey: false },
);
sessionSchema.index({ tokenHash: 1 }, { unique: true });
sessionSchema.index({ expiresAt: 1 });
// Signing a user out everywhere (but the current session).
sessionSchema.index({ userId: 1, _id: 1 });

export type SessionModel = Model<SessionRecord>;

export function sessionModel(connection: Connection): SessionModel {
  return (
    (connection.models.Session as SessionModel | undefined) ??
    connection.model<SessionRecord>('Session', sessionSchema)
  );
}
