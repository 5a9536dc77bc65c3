import { Schema, type Connection, type Model } from 'mongoose';

/** 'admin': rotated on the dashboard; it then replaces env and demo codes, across restarts too. */
export type AccessCodeSource = 'env' | 'demo' | 'admin';

export interface AccessCodeRecord {
  /** HMAC of the uppercased code: lookups need no plain text */
  _id: string;
  source: AccessCodeSource;
  createdAt: Date;
}

const accessCodeSchema = new Schema<AccessCodeRecord>(
  {
    _id: { type: String, required: true },
    source: { type: String, enum: ['env', 'demo', 'admin'], required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'access_codes', versionKey: false },
);

export type AccessCodeModel = Model<AccessCodeRecord>;

export function accessCodeModel(connection: Connection): AccessCodeModel {
  return (
    (connection.models.AccessCode as AccessCodeModel | undefined) ??
    connection.model<AccessCodeRecord>('AccessCode', accessCodeSchema)
  );
}
