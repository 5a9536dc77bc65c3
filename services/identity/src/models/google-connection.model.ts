import { Schema, type Connection, type Model } from 'mongoose';

/** A user's Google Classroom consent: the refresh token, encrypted (never stored in plain text). */
export interface GoogleConnectionRecord {
  /** The portal user's id. */
  _id: string;
  refreshTokenEncrypted: string;
  scope: string;
  connectedAt: Date;
  /** When tokens were last exchanged or refreshed with Google. */
  lastSync: Date;
}

const googleConnectionSchema = new Schema<GoogleConnectionRecord>(
  {
    _id: { type: String, required: true },
    refreshTokenEncrypted: { type: String, required: true },
    scope: { type: String, default: '' },
    connectedAt: { type: Date, required: true },
    lastSync: { type: Date, required: true },
  },
  { collection: 'google_connections', versionKey: false },
);

export type GoogleConnectionModel = Model<GoogleConnectionRecord>;

export function googleConnectionModel(connection: Connection): GoogleConnectionModel {
  return (
    (connection.models.GoogleConnection as GoogleConnectionModel | undefined) ??
    connection.model<GoogleConnectionRecord>('GoogleConnection', googleConnectionSchema)
  );
}
