import { Schema, type Connection, type Model } from 'mongoose';
import type { EmergencyContactKind } from '@d742/contracts';

export const EMERGENCY_CONTACTS_ID = 'emergency-contacts';

/** District-wide settings an administrator edits; one document per setting. */
export interface DistrictSettingRecord {
  _id: string;
  contacts: Record<EmergencyContactKind, string>;
  /** Seeded demo values (demo mode only); an administrator's save clears it. */
  demo: boolean;
  /** null for seeded values: no administrator has saved them. */
  updatedAt: Date | null;
}

const districtSettingSchema = new Schema<DistrictSettingRecord>(
  {
    _id: { type: String, required: true },
    contacts: {
      schoolOffice: { type: String, default: '' },
      district: { type: String, default: '' },
      transportation: { type: String, default: '' },
    },
    demo: { type: Boolean, default: false },
    updatedAt: { type: Date, default: null },
  },
  { collection: 'district_settings', versionKey: false },
);

export type DistrictSettingModel = Model<DistrictSettingRecord>;

export function districtSettingModel(connection: Connection): DistrictSettingModel {
  return (
    (connection.models.DistrictSetting as DistrictSettingModel | undefined) ??
    connection.model<DistrictSettingRecord>('DistrictSetting', districtSettingSchema)
  );
}
