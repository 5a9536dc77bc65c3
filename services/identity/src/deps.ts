import type { Connection } from 'mongoose';
import type { createLogger } from '@d742/service-kit';
import type { IdentityConfig } from './config';
import { accessCodeModel } from './models/access-code.model';
import { attemptModel } from './models/attempt.model';
import { sessionModel } from './models/session.model';
import { userModel } from './models/user.model';
import { AccessCodeRepository } from './repositories/access-code-repository';
import { AttemptRepository } from './repositories/attempt-repository';
import { SessionRepository } from './repositories/session-repository';
import { UserRepository } from './repositories/user-repository';
import { createSensitiveData, type SensitiveData } from './security/sensitive-data';
import { createSignedTokens, type SignedTokens } from './security/signed-token';

type Logger = ReturnType<typeof createLogger>;

export interface AppDeps {
  connection: Connection;
  config: IdentityConfig;
  logger: Logger;
  /** Injectable clock (epoch ms) so tests can walk through blocks and expiries. */
  now?: () => number;
}

/** Everything a handler needs, built once per app. */
export interface Services {
  config: IdentityConfig;
  logger: Logger;
  now: () => number;
  users: UserRepository;
  sessions: SessionRepository;
  accessCodes: AccessCodeRepository;
  attempts: AttemptRepository;
  tokens: SignedTokens;
  sensitive: SensitiveData;
}

export function createServices({ connection, config, logger, now = Date.now }: AppDeps): Services {
  return {
    config,
    logger,
    now,
    users: new UserRepository(userModel(connection)),
    sessions: new SessionRepository(sessionModel(connection)),
    accessCodes: new AccessCodeRepository(accessCodeModel(connection), config.internalSecret),
    attempts: new AttemptRepository(attemptModel(connection)),
    tokens: createSignedTokens(config.internalSecret),
    sensitive: createSensitiveData(config.internalSecret),
  };
}
