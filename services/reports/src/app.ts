import { createServiceApp, type createLogger } from '@d742/service-kit';
import type { Connection } from 'mongoose';
import type { ReportsConfig } from './config';
import { createModels } from './models';

export interface ReportsDeps {
  connection: Connection;
  config: Pick<ReportsConfig, 'INTERNAL_SECRET'>;
  logger: ReturnType<typeof createLogger>;
  now?: () => Date;
}

/** Health only for now: the behavior-report and health-alert routes come with their issue (the gateway answers 501 until then). */
export function createApp(deps: ReportsDeps) {
  createModels(deps.connection);
  return createServiceApp({
    name: 'reports',
    secret: deps.config.INTERNAL_SECRET,
    logger: deps.logger,
    health: async () => ({ database: deps.connection.readyState === 1 ? 'up' : 'down' }),
  });
}

export { seedDemoData } from './seed';
