import type Koa from 'koa';
import { GLOSSARY, GLOSSARY_KEEP_AS_IS } from '@d742/contracts';
import {
  createServiceApp,
  packageVersion,
  LiveEvents,
  systemClock,
  type ServiceDeps,
} from '@d742/service-kit';
import { GridFsAudioStore } from './audio/audio-store';
import { AcademicsAudience } from './clients/academics-audience';
import { SenderNames } from './clients/sender-names';
import { VoiceClient } from './clients/voice';
import type { MessagingConfig } from './config';
import type { HandlerDeps } from './handlers/context';
import { createModels } from './models';
import { MessageRepository } from './repositories/message-repository';
import { SendLimiter } from './repositories/send-limiter';
import { StaffSendRepository } from './repositories/staff-send-repository';
import { ThreadRepository } from './repositories/thread-repository';
import { createRouter, RAW_BODY_PATHS } from './routes';

export type AppDeps = ServiceDeps<MessagingConfig>;

/**
 * The school glossary as translator terms (decision 013): each English school word pinned to its
 * one Somali word, and names that stay as they are.
 */
export const SCHOOL_TERMS = [
  ...GLOSSARY.map(({ en, so }) => ({ en, so })),
  ...GLOSSARY_KEEP_AS_IS.map((name) => ({ en: name, so: name })),
];

/** Two languages of a 5000-character message, JSON-escaped, stay well below this. */
const BODY_LIMIT = '64kb';

/** The messaging service without listening: index.ts and its tests mount it. */
export function createApp({ connection, config, logger, clock = systemClock }: AppDeps): Koa {
  const models = createModels(connection);
  const secret = config.internalSecret;
  const deps: HandlerDeps = {
    messages: new MessageRepository(models),
    threads: new ThreadRepository(models),
    sends: new StaffSendRepository(models),
    audience: new AcademicsAudience({ academicsUrl: config.academicsUrl, secret, logger }),
    voice: new VoiceClient({ voiceUrl: config.voiceUrl, secret, logger }),
    names: new SenderNames({ identityUrl: config.identityUrl, secret, logger }),
    audio: new GridFsAudioStore(connection),
    sendLimit: new SendLimiter(models),
    glossary: SCHOOL_TERMS,
    live: new LiveEvents({ gatewayUrl: config.gatewayInternalUrl, secret, logger }),
    clock,
  };

  const app = createServiceApp({
    name: 'messaging',
    secret,
    logger,
    bodyLimit: BODY_LIMIT,
    rawBodyPaths: RAW_BODY_PATHS,
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
