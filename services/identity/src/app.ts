import type Koa from 'koa';
import { createServiceApp } from '@d742/service-kit';
import { createServices, type AppDeps } from './deps';
import { createRouter } from './routes';

/** The identity service without listening: index.ts and tests (and the gateway's tests) mount it. */
export function createApp(deps: AppDeps): Koa {
  const services = createServices(deps);
  const app = createServiceApp({
    name: 'identity',
    secret: deps.config.internalSecret,
    logger: deps.logger,
    health: async () => ({ database: deps.connection.readyState === 1 ? 'up' : 'down' }),
  });
  const router = createRouter(services);
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}

export type { AppDeps } from './deps';
export { loadConfig, type IdentityConfig } from './config';
export { prepareDatabase } from './prepare-database';
export { seedDemoData } from './seed';
export { purgeExpired } from './purge';
