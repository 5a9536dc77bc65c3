import { Schema } from 'mongoose';

/** Settings the service makes for itself, e.g. generated VAPID keys (never in the repository). */
export interface SettingDoc {
  _id: string;
  value: Record<string, unknown>;
  createdAt: Date;
}

export const settingSchema = new Schema<SettingDoc>(
  {
    _id: { type: String, required: true },
    value: { type: Schema.Types.Mixed, required: true },
  },
  { collection: 'settings', timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
