import { randomUUID } from 'node:crypto';
import { startThrowawayDatabase } from '@d742/embedded-db';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import pino from 'pino';
import supertest from 'supertest';
import { connectMongo, signCaller, type IdentityRole } from '@d742/service-kit';
import { startSignedEventReceiver, type EventReceiver } from './event-receiver';

/** 32+ characters, like the production minimum. */
export const TEST_SECRET = 'd742-test-secret-0123456789abcdef0123456789';

/** A real embedded database in a throwaway folder; `uri('name')` gives a database URI. */
export const startTestDatabase = startThrowawayDatabase;

/** Identity headers as the gateway would sign them, for supertest requests. */
export const signedHeaders = signCaller;

export function testLogger(): pino.Logger {
  return pino({ level: 'silent' });
}

/** The config services' apps need in tests when the test brings none of its own. */
export interface TestAppConfig {
  INTERNAL_SECRET: string;
}

export interface TestAppOptions<C, M> {
  /** Prefix of the throwaway database's name, e.g. 'academics' gives 'academics_test_1a2b3c4d'. */
  name: string;
  createApp: (deps: { connection: Connection; config: C; logger: pino.Logger }) => Koa;
  /** Builds the app's config from the database URI; default `{ INTERNAL_SECRET: TEST_SECRET }`. */
  config?: (mongodbUri: string) => C;
  /** The service's models on the test connection, for arranging and inspecting data. */
  models?: (connection: Connection) => M;
  /** Runs before the app is created, e.g. indexes and demo data. */
  seed?: (connection: Connection, config: C) => Promise<unknown>;
}

export interface TestApp<C, M> {
  app: Koa;
  connection: Connection;
  config: C;
  models: M;
  request: ReturnType<typeof supertest>;
  /** Identity headers for a caller with this role (and user id). */
  as: (role: IdentityRole, userId?: string) => Record<string, string>;
  stop: () => Promise<void>;
}

/** A real embedded database, a fresh database on it, and the service's app over it (tests only). */
export async function startTestApp<C = TestAppConfig, M = undefined>(
  options: TestAppOptions<C, M>,
): Promise<TestApp<C, M>> {
  const db = await startTestDatabase();
  const uri = db.uri(`${options.name}_test_${randomUUID().slice(0, 8)}`);
  const config = options.config
    ? options.config(uri)
    : ({ INTERNAL_SECRET: TEST_SECRET } satisfies TestAppConfig as C);
  const logger = testLogger();
  const connection = await connectMongo(uri, logger);
  await options.seed?.(connection, config);
  const app = options.createApp({ connection, config, logger });
  return {
    app,
    connection,
    config,
    models: options.models?.(connection) as M,
    request: supertest(app.callback()),
    as: (role, userId) => signedHeaders(TEST_SECRET, { role, userId }),
    stop: async () => {
      await connection.close();
      await db.stop();
    },
  };
}

export type { EventReceiver };

/** A real signed stand-in for the gateway's POST /internal/events, on port 0 (see event-receiver). */
export function startEventReceiver(): Promise<EventReceiver> {
  return startSignedEventReceiver({ secret: TEST_SECRET, logger: testLogger() });
}

export { startRestartableDatabase, type RestartableDatabase } from './restartable-database';
