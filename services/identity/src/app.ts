import type Koa from 'koa';
import { createServiceApp, packageVersion, systemClock, type ServiceDeps } from '@d742/service-kit';
import { createFamilyDataSource } from './clients/family-data';
import type { IdentityConfig } from './config';
import type { HandlerDeps } from './handlers/context';
import { accessCodeModel } from './models/access-code.model';
import { attemptModel } from './models/attempt.model';
import { auditModel } from './models/audit.model';
import { districtSettingModel } from './models/district-setting.model';
import { remoteOverrideModel } from './models/remote-override.model';
import { googleConnectionModel } from './models/google-connection.model';
import { sessionModel } from './models/session.model';
import { userModel } from './models/user.model';
import { AccessCodeRepository } from './repositories/access-code-repository';
import { AttemptRepository } from './repositories/attempt-repository';
import { AuditRepository } from './repositories/audit-repository';
import { DistrictSettingsRepository } from './repositories/district-settings-repository';
import { RemoteOverrideRepository } from './repositories/remote-override-repository';
import { GoogleConnectionRepository } from './repositories/google-connection-repository';
import { SessionRepository } from './repositories/session-repository';
import { languageDirectoryOf } from './repositories/language-directory';
import { UserRepository } from './repositories/user-repository';
import { createRouter } from './routes';
import { createSensitiveData } from './security/sensitive-data';
import { createSignedTokens } from './security/signed-token';

export type AppDeps = ServiceDeps<IdentityConfig>;

/** The identity service without listening: index.ts and tests (and the gateway's tests) mount it. */
export function createApp({ connection, config, logger, clock = systemClock }: AppDeps): Koa {
  const deps: HandlerDeps = {
    config,
    logger,
    clock,
    users: new UserRepository(userModel(connection), languageDirectoryOf(connection)),
    sessions: new SessionRepository(sessionModel(connection)),
    accessCodes: new AccessCodeRepository(accessCodeModel(connection), config.internalSecret),
    attempts: new AttemptRepository(attemptModel(connection)),
    googleConnections: new GoogleConnectionRepository(googleConnectionModel(connection)),
    audit: new AuditRepository(auditModel(connection)),
    districtSettings: new DistrictSettingsRepository(districtSettingModel(connection)),
    remoteOverrides: new RemoteOverrideRepository(remoteOverrideModel(connection)),
    familyData: createFamilyDataSource({
      academicsUrl: config.academicsUrl,
      messagingUrl: config.messagingUrl,
      secret: config.internalSecret,
    }),
    tokens: createSignedTokens(config.internalSecret),
    sensitive: createSensitiveData(config.internalSecret),
  };
  const app = createServiceApp({
    name: 'identity',
    secret: config.internalSecret,
    logger,
    health: async () => ({ database: connection.readyState === 1 ? 'up' : 'down' }),
    connection,
    version: packageVersion(__dirname),
  });
  const router = createRouter(deps);
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}

export { loadConfig, type IdentityConfig } from './config';
export { prepareDatabase } from './prepare-database';
export { seedDemoData } from './seed';
export { purgeExpired } from './purge';
