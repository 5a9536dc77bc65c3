import type Koa from 'koa';
import { createServiceApp, type ServiceDeps } from '@d742/service-kit';
import type { ReportsConfig } from './config';
import { createModels } from './models';
import { createRouter } from './routes';

export type AppDeps = ServiceDeps<ReportsConfig>;

/** The reports service without listening: index.ts and its tests mount it. */
export function createApp({ connection, config, logger }: AppDeps): Koa {
  createModels(connection);
  const app = createServiceApp({
    name: 'reports',
    secret: config.internalSecret,
    logger,
    health: async () => ({ database: connection.readyState === 1 ? 'up' : 'down' }),
  });
  const router = createRouter();
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: true }));
  return app;
}

export { loadConfig, type ReportsConfig } from './config';
export { seedDemoData } from './seed';
