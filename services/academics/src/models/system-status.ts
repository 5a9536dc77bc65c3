import { Schema, type Types } from 'mongoose';
import { SYSTEM_STATUSES, type LocalizedText } from '@d742/contracts';
import { localizedTextField } from '@d742/service-kit';

export interface SystemStatusDoc {
  _id: Types.ObjectId;
  name: string;
  status: (typeof SYSTEM_STATUSES)[number];
  message: LocalizedText;
  lastSync?: Date | null;
}

export const systemStatusSchema = new Schema<SystemStatusDoc>(
  {
    name: { type: String, required: true },
    status: { type: String, enum: SYSTEM_STATUSES, required: true },
    message: { type: localizedTextField, required: true },
    lastSync: { type: Date, default: null },
  },
  { collection: 'system_statuses', versionKey: false },
);
systemStatusSchema.index({ name: 1 }, { unique: true });
