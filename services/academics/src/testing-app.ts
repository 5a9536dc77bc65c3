import { randomUUID } from 'node:crypto';
import { connectMongo, type IdentityRole } from '@d742/service-kit';
import {
  signedHeaders,
  startTestDatabase,
  TEST_SECRET,
  testLogger,
} from '@d742/service-kit/testing';
import supertest from 'supertest';
import { createApp } from './app';
import { createModels } from './models';

/** A real embedded database, a fresh academics database on it, and the app over it (for tests only). */
export async function startAcademicsTestApp() {
  const db = await startTestDatabase();
  const logger = testLogger();
  const connection = await connectMongo(
    db.uri(`academics_test_${randomUUID().slice(0, 8)}`),
    logger,
  );
  const app = createApp({ connection, config: { INTERNAL_SECRET: TEST_SECRET }, logger });
  return {
    connection,
    models: createModels(connection),
    request: supertest(app.callback()),
    as: (role: IdentityRole, userId?: string) => signedHeaders(TEST_SECRET, { role, userId }),
    stop: async () => {
      await connection.close();
      await db.stop();
    },
  };
}
export type AcademicsTestApp = Awaited<ReturnType<typeof startAcademicsTestApp>>;
