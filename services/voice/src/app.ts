import { createServiceApp, type createLogger } from '@d742/service-kit';
import type { Connection } from 'mongoose';
import type { VoiceConfig } from './config';

export interface VoiceDeps {
  connection: Connection;
  config: Pick<VoiceConfig, 'INTERNAL_SECRET'>;
  logger: ReturnType<typeof createLogger>;
}

/** Health only for now: the /api/voice routes and their providers come with their issue (the gateway answers 501 until then). */
export function createApp(deps: VoiceDeps) {
  return createServiceApp({
    name: 'voice',
    secret: deps.config.INTERNAL_SECRET,
    logger: deps.logger,
    health: async () => ({ database: deps.connection.readyState === 1 ? 'up' : 'down' }),
  });
}
