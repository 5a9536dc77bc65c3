import { Schema, type Connection, type Model } from 'mongoose';
import { REMOTE_NAMES, type RemoteName } from '@d742/contracts';

/**
 * The manifest every gateway instance serves for one remote module; identity only stores it (the
 * gateway validates URLs). null means the gateway's configured default.
 */
export interface RemoteOverrideRecord {
  _id: RemoteName;
  manifestUrl: string | null;
  /** Earlier values, oldest first; rollback takes the last one. */
  history: (string | null)[];
  updatedAt: Date;
  /** Bumped by every write, so two concurrent writes cannot both pop the same history entry. */
  revision: number;
}

const remoteOverrideSchema = new Schema<RemoteOverrideRecord>(
  {
    _id: { type: String, enum: REMOTE_NAMES, required: true },
    manifestUrl: { type: String, default: null },
    history: { type: [{ type: String, default: null }], default: [] },
    updatedAt: { type: Date, required: true },
    revision: { type: Number, default: 0 },
  },
  { collection: 'remote_overrides', versionKey: false },
);

export type RemoteOverrideModel = Model<RemoteOverrideRecord>;

export function remoteOverrideModel(connection: Connection): RemoteOverrideModel {
  return (
    (connection.models.RemoteOverride as RemoteOverrideModel | undefined) ??
    connection.model<RemoteOverrideRecord>('RemoteOverride', remoteOverrideSchema)
  );
}
