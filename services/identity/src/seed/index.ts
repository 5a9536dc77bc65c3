import { Types, type Connection } from 'mongoose';
import { DEMO_ACCESS_CODE, DEMO_USERS, type DemoUser } from '@d742/demo-data';
import type { IdentityConfig } from '../config';
import { accessCodeModel } from '../models/access-code.model';
import { districtSettingModel } from '../models/district-setting.model';
import { userModel } from '../models/user.model';
import { AccessCodeRepository } from '../repositories/access-code-repository';
import {
  DistrictSettingsRepository,
  type EmergencyContactNumbers,
} from '../repositories/district-settings-repository';
import { hashSecret } from '../security/passwords';

/** Fictional numbers (555-01xx is reserved for fiction); the page says they are demo numbers. */
export const DEMO_EMERGENCY_CONTACTS: EmergencyContactNumbers = {
  schoolOffice: '+1 612 555 0100',
  district: '+1 612 555 0101',
  transportation: '+1 612 555 0102',
};

async function seedUser(connection: Connection, demo: DemoUser): Promise<void> {
  const users = userModel(connection);
  const _id = new Types.ObjectId(demo.id);
  const profile = {
    username: demo.username,
    email: demo.email,
    firstName: demo.firstName,
    lastName: demo.lastName,
    phone: demo.phone,
    language: demo.language,
    role: demo.role,
  };
  // argon2 is deliberately slow: hash only for accounts that do not exist yet, so restarts stay quick.
  const exists = (await users.exists({ _id }).exec()) !== null;
  const secrets = exists
    ? {}
    : {
        passwordHash: await hashSecret(demo.password),
        passcodeHash: await hashSecret(demo.passcode),
      };
  await users.updateOne({ _id }, { $set: { ...profile, ...secrets } }, { upsert: true }).exec();
}

/**
 * Demo mode only: every demo account (the administrator included), the demo access code and the
 * demo emergency contacts. The demo code is not re-added once an administrator has rotated the
 * code, and contacts an administrator saved are kept: both survive restarts.
 */
export async function seedDemoData(
  connection: Connection,
  config: Pick<IdentityConfig, 'internalSecret'>,
  now: number = Date.now(),
): Promise<void> {
  await userModel(connection).init();
  for (const demo of Object.values(DEMO_USERS)) await seedUser(connection, demo);
  await new AccessCodeRepository(accessCodeModel(connection), config.internalSecret).replaceSource(
    'demo',
    [DEMO_ACCESS_CODE],
    now,
  );
  await new DistrictSettingsRepository(districtSettingModel(connection)).seedDemoEmergencyContacts(
    DEMO_EMERGENCY_CONTACTS,
  );
}
