import type { Connection } from 'mongoose';
import type { IdentityConfig } from './config';
import { accessCodeModel } from './models/access-code.model';
import { attemptModel } from './models/attempt.model';
import { auditModel } from './models/audit.model';
import { sessionModel } from './models/session.model';
import { userModel } from './models/user.model';
import { AccessCodeRepository } from './repositories/access-code-repository';

/**
 * Boot-time work for every mode: indexes, and the district access codes from ACCESS_CODE (unless
 * an administrator has rotated the code: then that code stays the only one, see replaceSource).
 */
export async function prepareDatabase(
  connection: Connection,
  config: Pick<IdentityConfig, 'internalSecret' | 'accessCodes'>,
  now: number = Date.now(),
): Promise<void> {
  await Promise.all(
    [userModel, sessionModel, accessCodeModel, attemptModel, auditModel].map((model) =>
      model(connection).init(),
    ),
  );
  await new AccessCodeRepository(accessCodeModel(connection), config.internalSecret).replaceSource(
    'env',
    config.accessCodes,
    now,
  );
}
