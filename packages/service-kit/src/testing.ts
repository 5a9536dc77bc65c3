import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedMongo, withDatabase } from '@d742/embedded-db';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import pino from 'pino';
import supertest from 'supertest';
import { signIdentity, type Identity, type IdentityRole } from './identity';
import { startSignedEventReceiver, type EventReceiver } from './event-receiver';
import { connectMongo } from './mongo';

/** 32+ characters, like the production minimum. */
export const TEST_SECRET = 'd742-test-secret-0123456789abcdef0123456789';

/** A real embedded database in a throwaway folder; `uri('name')` gives a database URI. */
export async function startTestDatabase(): Promise<{
  uri: (dbName: string) => string;
  stop: () => Promise<void>;
}> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'd742-test-db-'));
  try {
    const db = await startEmbeddedMongo({ dataDir });
    return {
      uri: (dbName) => withDatabase(db.uri, dbName),
      stop: async () => {
        await db.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Identity headers as the gateway would sign them, for supertest requests. */
export function signedHeaders(
  secret: string,
  identity: Partial<Identity> & { role: IdentityRole },
): Record<string, string> {
  const anonymousLike = identity.role === 'anonymous' || identity.role === 'system';
  return signIdentity(secret, {
    userId: identity.userId ?? (anonymousLike ? '' : 'test-user'),
    role: identity.role,
    clientIp: identity.clientIp ?? '127.0.0.1',
  });
}

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
