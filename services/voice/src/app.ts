import type Koa from 'koa';
import { createServiceApp, packageVersion, type ServiceDeps } from '@d742/service-kit';
import { AcademicsChildren } from './clients/academics-children';
import type { VoiceConfig } from './config';
import { LruCache } from './domain/lru-cache';
import type { HandlerDeps } from './handlers/context';
import { createProviders, type SpeechAudio } from './providers';
import { AUDIO_PATHS, createRouter } from './routes';

export type AppDeps = ServiceDeps<VoiceConfig>;

/** Provider keys in any logged object are censored (service-kit's logger does not know them). */
const KEY_PATHS = ['key', 'apiKey', 'Ocp-Apim-Subscription-Key', 'authorization'].flatMap((k) => [
  `["${k}"]`,
  `*["${k}"]`,
  `*.*["${k}"]`,
]);

/** The voice service without listening: index.ts and its tests mount it. */
export function createApp({ connection, config, logger: baseLogger }: AppDeps): Koa {
  const logger = baseLogger.child({}, { redact: { paths: KEY_PATHS, censor: '[redacted]' } });
  const deps: HandlerDeps = {
    providers: createProviders(config),
    academics: new AcademicsChildren({
      academicsUrl: config.academicsUrl,
      secret: config.internalSecret,
      logger,
    }),
    speechCache: new LruCache<SpeechAudio>(
      { maxEntries: 200, maxSize: 32 * 1024 * 1024 },
      (speech) => speech.audio.length,
    ),
    logger,
  };
  const app = createServiceApp({
    name: 'voice',
    secret: config.internalSecret,
    logger,
    health: async () => ({ database: connection.readyState === 1 ? 'up' : 'down' }),
    connection,
    version: packageVersion(__dirname),
    rawBodyPaths: AUDIO_PATHS,
  });
  const router = createRouter(deps);
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: true }));
  return app;
}

export { loadConfig, type VoiceConfig } from './config';
