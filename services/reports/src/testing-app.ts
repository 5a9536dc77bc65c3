import http from 'node:http';
import {
  createApp as createAcademicsApp,
  loadConfig as loadAcademicsConfig,
  seedDemoData as seedAcademics,
} from '@d742/academics-service';
import { listen, serverUrl, type Clock } from '@d742/service-kit';
import { startEventReceiver, startTestApp, TEST_SECRET, testLogger } from '@d742/service-testing';
import { withDatabase } from '@d742/embedded-db';
import type { Connection } from 'mongoose';
import { createApp } from './app';
import { loadConfig } from './config';
import { createModels } from './models';

export interface ReportsTestOptions {
  /** The reports app's clock (academics' demo data is seeded relative to it too). */
  clock?: Clock;
}

/** The real academics app, seeded with the demo families, on port 0 over its own database. */
async function startAcademics(connection: Connection, reportsUri: string, now: Date) {
  const academicsDb = connection.useDb(`${connection.name}_academics`);
  await seedAcademics(academicsDb, now);
  const app = createAcademicsApp({
    connection: academicsDb,
    config: loadAcademicsConfig({
      MONGODB_URI: withDatabase(reportsUri, academicsDb.name),
      INTERNAL_SECRET: TEST_SECRET,
      LOG_LEVEL: 'silent',
    }),
    logger: testLogger(),
    clock: () => now,
  });
  const server = http.createServer(app.callback());
  await listen(server, 0, '127.0.0.1');
  return {
    url: serverUrl(server, '127.0.0.1'),
    /** For arranging families and staff beyond the demo seed. */
    connection: academicsDb,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A real embedded database, a fresh reports database on it and the app over it, plus the real
 * academics app (who may see which child) and a signed stand-in for the gateway's live events
 * (tests only).
 */
export async function startReportsTestApp(options: ReportsTestOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const gateway = await startEventReceiver();
  let academics: Awaited<ReturnType<typeof startAcademics>> | undefined;
  const t = await startTestApp({
    name: 'reports',
    config: (mongodbUri: string) =>
      loadConfig({
        MONGODB_URI: mongodbUri,
        INTERNAL_SECRET: TEST_SECRET,
        LOG_LEVEL: 'silent',
        GATEWAY_INTERNAL_URL: gateway.url,
      }),
    // Academics gets its port only once the database is up, so its URL joins the config here.
    seed: async (connection, config) => {
      academics = await startAcademics(connection, config.mongodbUri, clock());
      config.academicsUrl = academics.url;
    },
    createApp: (deps) => createApp({ ...deps, clock }),
    models: createModels,
  });
  if (!academics) throw new Error('academics did not start');
  const started = academics;
  let academicsRunning = true;
  return {
    ...t,
    gateway,
    academics: {
      ...started,
      /** Takes academics down mid-test (to see reports answer 503 and write nothing). */
      stop: async () => {
        if (!academicsRunning) return;
        academicsRunning = false;
        await started.stop();
      },
    },
    stop: async () => {
      if (academicsRunning) await started.stop();
      await gateway.stop();
      await t.stop();
    },
  };
}
export type ReportsTestApp = Awaited<ReturnType<typeof startReportsTestApp>>;
