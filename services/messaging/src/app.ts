import { createServiceApp, type createLogger } from '@d742/service-kit';
import type { Connection } from 'mongoose';
import type { MessagingConfig } from './config';
import { createModels } from './models';

export interface MessagingDeps {
  connection: Connection;
  config: Pick<MessagingConfig, 'INTERNAL_SECRET'>;
  logger: ReturnType<typeof createLogger>;
  now?: () => Date;
}

/** Health only for now: the /api/messages routes come with their issue (the gateway answers 501 until then). */
export function createApp(deps: MessagingDeps) {
  createModels(deps.connection);
  return createServiceApp({
    name: 'messaging',
    secret: deps.config.INTERNAL_SECRET,
    logger: deps.logger,
    health: async () => ({ database: deps.connection.readyState === 1 ? 'up' : 'down' }),
  });
}

export { seedDemoData } from './seed';
