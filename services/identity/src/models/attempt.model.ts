import { Schema, type Connection, type Model } from 'mongoose';

/** A failure counter for one key (client, IP, username+IP, device); kept in the database so instances share it. */
export interface AttemptRecord {
  _id: string;
  count: number;
  /** epoch ms of the first failure in the current window */
  windowStart: number;
  /** epoch ms; 0 when not blocked */
  blockedUntil: number;
}

const attemptSchema = new Schema<AttemptRecord>(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true },
    windowStart: { type: Number, required: true },
    blockedUntil: { type: Number, default: 0 },
  },
  { collection: 'attempts', versionKey: false },
);
// The periodic purge of counters whose window and block are over.
attemptSchema.index({ windowStart: 1, blockedUntil: 1 });

export type AttemptModel = Model<AttemptRecord>;

export function attemptModel(connection: Connection): AttemptModel {
  return (
    (connection.models.Attempt as AttemptModel | undefined) ??
    connection.model<AttemptRecord>('Attempt', attemptSchema)
  );
}
