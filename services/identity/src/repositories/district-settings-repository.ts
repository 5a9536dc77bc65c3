import type { EmergencyContactKind } from '@d742/contracts';
import {
  EMERGENCY_CONTACTS_ID,
  type DistrictSettingModel,
  type DistrictSettingRecord,
} from '../models/district-setting.model';

export type EmergencyContactNumbers = Record<EmergencyContactKind, string>;

export interface StoredEmergencyContacts {
  contacts: EmergencyContactNumbers;
  demo: boolean;
  updatedAt: Date | null;
}

/** Nothing configured: empty numbers (no number is ever made up outside the demo seed). */
const NONE: StoredEmergencyContacts = {
  contacts: { schoolOffice: '', district: '', transportation: '' },
  demo: false,
  updatedAt: null,
};

export class DistrictSettingsRepository {
  constructor(private readonly settings: DistrictSettingModel) {}

  async emergencyContacts(): Promise<StoredEmergencyContacts> {
    const doc = await this.settings
      .findById(EMERGENCY_CONTACTS_ID)
      .lean<DistrictSettingRecord>()
      .exec();
    if (!doc) return NONE;
    return {
      contacts: { ...NONE.contacts, ...doc.contacts },
      demo: doc.demo,
      updatedAt: doc.updatedAt ?? null,
    };
  }

  /** An administrator's save: real numbers from now on (demo: false). */
  async saveEmergencyContacts(
    contacts: EmergencyContactNumbers,
    now: Date,
  ): Promise<StoredEmergencyContacts> {
    await this.settings
      .updateOne(
        { _id: EMERGENCY_CONTACTS_ID },
        { $set: { contacts, demo: false, updatedAt: now } },
        { upsert: true },
      )
      .exec();
    return this.emergencyContacts();
  }

  /** Demo seed: writes the demo numbers unless an administrator has saved real ones. */
  async seedDemoEmergencyContacts(contacts: EmergencyContactNumbers): Promise<void> {
    const saved = await this.settings.exists({ _id: EMERGENCY_CONTACTS_ID, demo: false }).exec();
    if (saved) return;
    await this.settings
      .updateOne(
        { _id: EMERGENCY_CONTACTS_ID },
        { $set: { contacts, demo: true, updatedAt: null } },
        { upsert: true },
      )
      .exec();
  }
}
