import http from 'node:http';
import Router from '@koa/router';
import {
  createApp as createAcademicsApp,
  loadConfig as loadAcademicsConfig,
  seedDemoData as seedAcademics,
} from '@d742/academics-service';
import type { Profile } from '@d742/contracts';
import { DEMO_USERS } from '@d742/demo-data';
import { withDatabase } from '@d742/embedded-db';
import {
  createServiceApp,
  listen,
  requireUser,
  serverUrl,
  UnauthorizedError,
  type Clock,
} from '@d742/service-kit';
import { startEventReceiver, startTestApp, TEST_SECRET, testLogger } from '@d742/service-testing';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import { startVoiceTestApp, type VoiceFakesOptions } from '../../voice/src/testing-app';
import { createApp } from './app';
import { loadConfig } from './config';
import { createModels } from './models';

/** Where nothing listens: a service that cannot be reached. */
export const UNREACHABLE_URL = 'http://127.0.0.1:1';

/** The voice fakes' options and extra voice environment, e.g. VOICE_TRANSLATION_PROVIDER=none. */
export type VoiceStandOptions = Omit<VoiceFakesOptions, 'academics'>;

export interface MessagingTestOptions {
  /** The messaging app's clock. */
  clock?: Clock;
  /**
   * The real voice service over its wire-format fakes of Azure Speech and Translator. Without it
   * VOICE_URL reaches nothing: texts are stored 'not translated', recordings 'not transcribed'.
   */
  voice?: VoiceStandOptions;
}

async function serve(app: Koa) {
  const server = http.createServer(app.callback());
  await listen(server, 0, '127.0.0.1');
  return {
    url: serverUrl(server, '127.0.0.1'),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The real academics app, seeded with the demo families, on port 0 over its own database. */
async function startAcademics(connection: Connection, messagingUri: string) {
  const academicsDb = connection.useDb(`${connection.name}_academics`);
  await seedAcademics(academicsDb);
  const app = createAcademicsApp({
    connection: academicsDb,
    config: loadAcademicsConfig({
      MONGODB_URI: withDatabase(messagingUri, academicsDb.name),
      INTERNAL_SECRET: TEST_SECRET,
      LOG_LEVEL: 'silent',
    }),
    logger: testLogger(),
  });
  /** For arranging families beyond the demo seed. */
  return { ...(await serve(app)), connection: academicsDb };
}

/** The real voice app over its Azure Speech, Translator and chat fakes (voice's own test setup), on port 0. */
async function startVoice(options: VoiceStandOptions) {
  const voice = await startVoiceTestApp({ ...options, academics: false });
  const server = await serve(voice.app);
  return {
    url: server.url,
    fakes: voice.fakes,
    stop: async () => {
      await server.stop();
      await voice.stop();
    },
  };
}

export interface StandInPerson {
  firstName: string;
  lastName: string;
  language: 'so' | 'en';
}

/**
 * A signed stand-in for identity's `GET /api/user/profile` (identity's tests depend on messaging,
 * so messaging's cannot start identity): it verifies the HMAC identity as identity does and
 * answers the caller's own profile in identity's contract; an unknown caller is 401, as there.
 */
async function startIdentityStandIn() {
  const people = new Map<string, StandInPerson>(
    Object.values(DEMO_USERS).map((u) => [u.id, u] as const),
  );
  const app = createServiceApp({
    name: 'identity-stand-in',
    secret: TEST_SECRET,
    logger: testLogger(),
  });
  const router = new Router();
  router.get('/api/user/profile', requireUser(), (ctx) => {
    const person = people.get(String(ctx.state.identity?.userId ?? ''));
    if (!person) throw new UnauthorizedError('Not signed in', { code: 'UNAUTHORIZED' });
    const profile: Profile = {
      firstName: person.firstName,
      lastName: person.lastName,
      email: '',
      phone: '',
      language: person.language,
      languageChosenAt: null,
      notifications: { push: true, email: true, sms: false },
      hasPasscode: false,
      memberSince: new Date(0).toISOString(),
      status: 'active',
    };
    ctx.body = profile;
  });
  app.use(router.routes());
  return { ...(await serve(app)), people };
}

/**
 * A real embedded database, a fresh messaging database on it and the app over it, plus the real
 * academics app (whom an audience reaches), optionally the real voice app over its fakes, a
 * signed stand-in for identity's profile and one for the gateway's live events (tests only).
 */
export async function startMessagingTestApp(options: MessagingTestOptions = {}) {
  const gateway = await startEventReceiver();
  const identity = await startIdentityStandIn();
  let academics: Awaited<ReturnType<typeof startAcademics>> | undefined;
  let voice: Awaited<ReturnType<typeof startVoice>> | undefined;
  const t = await startTestApp({
    name: 'messaging',
    config: (mongodbUri: string) =>
      loadConfig({
        MONGODB_URI: mongodbUri,
        INTERNAL_SECRET: TEST_SECRET,
        LOG_LEVEL: 'silent',
        GATEWAY_INTERNAL_URL: gateway.url,
        IDENTITY_URL: identity.url,
        VOICE_URL: UNREACHABLE_URL,
      }),
    // Academics and voice get their ports only once the database is up, so their URLs join the config here.
    seed: async (connection, config) => {
      academics = await startAcademics(connection, config.mongodbUri);
      config.academicsUrl = academics.url;
      if (options.voice) {
        voice = await startVoice(options.voice);
        config.voiceUrl = voice.url;
      }
    },
    createApp: (deps) => createApp({ ...deps, clock: options.clock }),
    models: createModels,
  });
  if (!academics) throw new Error('academics did not start');
  const started = academics;
  const { Message, Thread, Reply } = t.models;
  return {
    ...t,
    /** Empties messages, threads and replies (between tests). */
    clearMessages: async () => {
      await Message.deleteMany({});
      await Thread.deleteMany({});
      await Reply.deleteMany({});
    },
    gateway,
    identity,
    academics: started,
    voice,
    stop: async () => {
      await voice?.stop();
      await started.stop();
      await identity.stop();
      await gateway.stop();
      await t.stop();
    },
  };
}
export type MessagingTestApp = Awaited<ReturnType<typeof startMessagingTestApp>>;
