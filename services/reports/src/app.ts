import type Koa from 'koa';
import {
  createServiceApp,
  packageVersion,
  LiveEvents,
  systemClock,
  type ServiceDeps,
} from '@d742/service-kit';
import { AcademicsStudents } from './clients/academics-students';
import type { ReportsConfig } from './config';
import type { HandlerDeps } from './handlers/context';
import { createModels } from './models';
import { CalendarRepository } from './repositories/calendar-repository';
import { ReportRepository } from './repositories/report-repository';
import { createRouter } from './routes';

export type AppDeps = ServiceDeps<ReportsConfig>;

/** The reports service without listening: index.ts and its tests mount it. */
export function createApp({ connection, config, logger, clock = systemClock }: AppDeps): Koa {
  const models = createModels(connection);
  const deps: HandlerDeps = {
    reports: new ReportRepository(models),
    calendars: new CalendarRepository(models),
    academics: new AcademicsStudents({
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
    name: 'reports',
    secret: config.internalSecret,
    logger,
    health: async () => ({ database: connection.readyState === 1 ? 'up' : 'down' }),
    connection,
    version: packageVersion(__dirname),
  });
  const router = createRouter(deps);
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: true }));
  return app;
}

export { loadConfig, type ReportsConfig } from './config';
export { prepare } from './prepare';
export { seedDemoData } from './seed';
