import http from 'node:http';
import Router from '@koa/router';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  internalLanguagesRequestSchema,
  type InternalLanguages,
  type InternalNotificationPreferences,
  type Language,
} from '@d742/contracts';
import {
  createServiceApp,
  listen,
  NotFoundError,
  requireSystem,
  serverUrl,
  validate,
  type Clock,
} from '@d742/service-kit';
import { DEMO_USERS } from '@d742/demo-data';
import { startEventReceiver, startTestApp, TEST_SECRET, testLogger } from '@d742/service-testing';
import { createApp } from './app';
import { loadConfig } from './config';
import { createModels } from './models';
import { seedDemoData } from './seed';

/** Refuses connections at once: live events of tests that do not listen for them go nowhere. */
const NO_GATEWAY = 'http://127.0.0.1:1';
/** Refuses connections at once: without an identity stand-in nobody's language is known. */
const NO_IDENTITY = 'http://127.0.0.1:1';

export interface AcademicsTestOptions {
  /** Where live events go (a test's event receiver). */
  gatewayUrl?: string;
  /** Where people's languages are asked (a test's identity stand-in). */
  identityUrl?: string;
  clock?: Clock;
}

/** A real embedded database, a fresh academics database on it, and the app over it (for tests only). */
export const startAcademicsTestApp = (options: AcademicsTestOptions = {}) =>
  startTestApp({
    name: 'academics',
    config: (mongodbUri) =>
      loadConfig({
        MONGODB_URI: mongodbUri,
        INTERNAL_SECRET: TEST_SECRET,
        LOG_LEVEL: 'silent',
        GATEWAY_INTERNAL_URL: options.gatewayUrl ?? NO_GATEWAY,
        IDENTITY_URL: options.identityUrl ?? NO_IDENTITY,
      }),
    createApp: (deps) => createApp({ ...deps, clock: options.clock }),
    models: createModels,
  });
export type AcademicsTestApp = Awaited<ReturnType<typeof startAcademicsTestApp>>;

export interface IdentityStandIn {
  url: string;
  /** Each person's preferred language; change it to change what identity answers. */
  languages: Map<string, Language>;
  /** User ids asked for, in order. */
  asked: string[];
  /** false: every call's connection is dropped unanswered, as when identity is down. */
  reachable: boolean;
  /** false: no `POST /internal/users/languages`, as an identity deployed before it (404). */
  batch: boolean;
  /** How many batch calls were answered. */
  batchCalls: number;
  stop: () => Promise<void>;
}

/**
 * A real HTTP server standing in for identity's POST /internal/users/languages and GET
 * /internal/users/:id/notification-preferences (identity's tests need academics, so academics
 * cannot start identity itself): it verifies the
 * HMAC identity (role system) as identity does and answers that contract's shape from
 * `languages`, 404 for anyone else (tests only).
 */
export async function startIdentityStandIn(
  languages: Record<string, Language>,
): Promise<IdentityStandIn> {
  const known = new Map(Object.entries(languages));
  const standIn = { asked: [] as string[], reachable: true, batch: true, batchCalls: 0 };
  const app = createServiceApp({
    name: 'identity-stand-in',
    secret: TEST_SECRET,
    logger: testLogger(),
  });
  app.use(async (ctx, next) => {
    if (standIn.reachable) return next();
    ctx.req.socket.destroy();
  });
  const router = new Router();
  router.post('/internal/users/languages', requireSystem(), (ctx) => {
    if (!standIn.batch) throw new NotFoundError('Not found', { code: 'NOT_FOUND' });
    const { userIds } = validate(internalLanguagesRequestSchema, ctx.request.body);
    standIn.batchCalls += 1;
    standIn.asked.push(...userIds);
    const body: InternalLanguages = {
      languages: Object.fromEntries(userIds.map((id) => [id, known.get(id) ?? null])),
    };
    ctx.body = body;
  });
  router.get('/internal/users/:id/notification-preferences', requireSystem(), (ctx) => {
    const userId = String(ctx.params.id);
    standIn.asked.push(userId);
    const language = known.get(userId);
    if (!language) throw new NotFoundError('User not found', { code: 'USER_NOT_FOUND' });
    const body: InternalNotificationPreferences = {
      userId,
      language,
      notifications: DEFAULT_NOTIFICATION_PREFERENCES,
      email: `${userId}@example.org`,
      phone: '',
    };
    ctx.body = body;
  });
  app.use(router.routes());
  const server = http.createServer(app.callback());
  await listen(server, 0, '127.0.0.1');
  return Object.assign(standIn, {
    url: serverUrl(server, '127.0.0.1'),
    languages: known,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The demo users' languages as identity seeds them. */
export const DEMO_LANGUAGES: Record<string, Language> = Object.fromEntries(
  Object.values(DEMO_USERS).map((u) => [u.id, u.language]),
);

/**
 * The app over the demo data at `now`, with a receiver for its live events and identity's
 * stand-in telling the demo users' languages (tests only).
 */
export async function startSeededAcademics(now: Date) {
  const gateway = await startEventReceiver();
  const identity = await startIdentityStandIn(DEMO_LANGUAGES);
  const t = await startAcademicsTestApp({
    gatewayUrl: gateway.url,
    identityUrl: identity.url,
    clock: () => now,
  });
  await seedDemoData(t.connection, now);
  return {
    t,
    gateway,
    identity,
    stop: async () => {
      await t.stop();
      await gateway.stop();
      await identity.stop();
    },
  };
}
