import { Types, type Connection } from 'mongoose';
import { DEMO_ACCESS_CODE, DEMO_USERS, type DemoUser } from '@d742/demo-data';
import type { IdentityConfig } from '../config';
import { accessCodeModel } from '../models/access-code.model';
import { userModel } from '../models/user.model';
import { AccessCodeRepository } from '../repositories/access-code-repository';
import { hashSecret } from '../security/passwords';

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

/** Demo mode only: every demo account (the administrator included) and the demo access code. */
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
}
