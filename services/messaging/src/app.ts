import type Koa from 'koa';
import {
  createServiceApp,
  packageVersion,
  LiveEvents,
  systemClock,
  type ServiceDeps,
} from '@d742/service-kit';
import { AcademicsAudience } from './clients/academics-audience';
import type { MessagingConfig } from './config';
import type { HandlerDeps } from './handlers/context';
import { createModels } from './models';
import { MessageRepository } from './repositories/message-repository';
import { createRouter } from './routes';

export type AppDeps = ServiceDeps<MessagingConfig>;

/** Two languages of a 5000-character message, JSON-escaped, stay well below this. */
const BODY_LIMIT = '64kb';

/** The messaging service without listening: index.ts and its tests mount it. */
export function createApp({ connection, config, logger, clock = systemClock }: AppDeps): Koa {
  const deps: HandlerDeps = {
    messages: new MessageRepository(createModels(connection)),
    audience: new AcademicsAudience({
      academicsUrl: config.academicsUrl,
      secret: config.internalSecret,
      logger,
    }),
    live: new LiveEvents({
      gatewayUrl: config.gatewayInternalUrl,
      secret: config.internalSecret,
      logger,
    }),
    clock,
  };

  const app = createServiceApp({
    name: 'messaging',
    secret: config.internalSecret,
    logger,
    bodyLimit: BODY_LIMIT,
    health: async () => ({ database: connection.readyState === 1 ? 'up' : 'down' }),
    connection,
    version: packageVersion(__dirname),
  });
  const router = createRouter(deps);
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: true }));
  return app;
}

export { loadConfig, type MessagingConfig } from './config';
export { seedDemoData } from './seed';
