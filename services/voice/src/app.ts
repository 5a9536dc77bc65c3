import type Koa from 'koa';
import { createServiceApp, packageVersion, type ServiceDeps } from '@d742/service-kit';
import type { VoiceConfig } from './config';
import { createRouter } from './routes';

export type AppDeps = ServiceDeps<VoiceConfig>;

/** The voice service without listening: index.ts and its tests mount it. */
export function createApp({ connection, config, logger }: AppDeps): Koa {
  const app = createServiceApp({
    name: 'voice',
    secret: config.internalSecret,
    logger,
    health: async () => ({ database: connection.readyState === 1 ? 'up' : 'down' }),
    connection,
    version: packageVersion(__dirname),
  });
  const router = createRouter();
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: true }));
  return app;
}

export { loadConfig, type VoiceConfig } from './config';
