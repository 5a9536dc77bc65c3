import type { Clock, createLogger } from '@d742/service-kit';
import type { IdentityConfig } from '../config';
import type { AccessCodeRepository } from '../repositories/access-code-repository';
import type { FamilyDataSource } from '../clients/family-data';
import type { AttemptRepository } from '../repositories/attempt-repository';
import type { AuditRepository } from '../repositories/audit-repository';
import type { DistrictSettingsRepository } from '../repositories/district-settings-repository';
import type { RemoteOverrideRepository } from '../repositories/remote-override-repository';
import type { GoogleConnectionRepository } from '../repositories/google-connection-repository';
import type { SessionRepository } from '../repositories/session-repository';
import type { UserRepository } from '../repositories/user-repository';
import type { SensitiveData } from '../security/sensitive-data';
import type { SignedTokens } from '../security/signed-token';

/** Everything a handler needs, built once per app by createApp. */
export interface HandlerDeps {
  config: IdentityConfig;
  logger: ReturnType<typeof createLogger>;
  /** Blocks, grants and sessions expire against this, so tests can walk through them. */
  clock: Clock;
  users: UserRepository;
  sessions: SessionRepository;
  accessCodes: AccessCodeRepository;
  attempts: AttemptRepository;
  googleConnections: GoogleConnectionRepository;
  audit: AuditRepository;
  districtSettings: DistrictSettingsRepository;
  remoteOverrides: RemoteOverrideRepository;
  /** Academics and messaging, asked on the person's behalf (the data backup). */
  familyData: FamilyDataSource;
  tokens: SignedTokens;
  sensitive: SensitiveData;
}
