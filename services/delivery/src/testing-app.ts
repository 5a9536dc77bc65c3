import http from 'node:http';
import { DEMO_USERS } from '@d742/demo-data';
import { withDatabase } from '@d742/embedded-db';
import {
  createApp as createIdentityApp,
  loadConfig as loadIdentityConfig,
  prepareDatabase as prepareIdentity,
  seedDemoData as seedIdentity,
} from '@d742/identity-service';
import { listen, serverUrl, type Clock } from '@d742/service-kit';
import { startTestApp, TEST_SECRET, testLogger, type TestApp } from '@d742/service-testing';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import supertest from 'supertest';
import { createDelivery, type Delivery } from './app';
import { loadConfig, type DeliveryConfig } from './config';
import { createModels, prepareDatabase, type DeliveryModels } from './models';
import { seedDemoData } from './seed';

jest.setTimeout(60_000);

async function serve(app: Koa) {
  const server = http.createServer(app.callback());
  await listen(server, 0, '127.0.0.1');
  return {
    url: serverUrl(server, '127.0.0.1'),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The real identity app with the demo people, on port 0 over its own database (tests only). */
async function startIdentity(connection: Connection, deliveryUri: string) {
  const db = connection.useDb(`${connection.name}_identity`);
  const config = loadIdentityConfig({
    MONGODB_URI: withDatabase(deliveryUri, db.name),
    INTERNAL_SECRET: TEST_SECRET,
    DEMO_MODE: 'true',
    LOG_LEVEL: 'silent',
  });
  await prepareIdentity(db, config);
  await seedIdentity(db, config);
  const app = createIdentityApp({ connection: db, config, logger: testLogger() });
  return { ...(await serve(app)), request: supertest(app.callback()) };
}

export interface DeliveryTestOptions {
  /** Extra delivery environment, e.g. SMTP_URL or NODE_ENV=production. */
  env?: Record<string, string>;
  clock?: Clock;
  /** Seeds the demo verified addresses (default true). */
  seed?: boolean;
  /** Starts the real identity service (default true); without it IDENTITY_URL reaches nothing. */
  identity?: boolean;
}

export interface DeliveryTestApp extends TestApp<DeliveryConfig, DeliveryModels> {
  delivery: Delivery;
  /** The real identity service the worker asks for switches (its request speaks to it directly); unreachable with `identity: false`. */
  identity: { url: string; request: ReturnType<typeof supertest> };
  /** Another delivery app (a second worker, or the service after a restart) over the same database. */
  another: () => Delivery;
}

export const amina = DEMO_USERS.amina;
export const farah = DEMO_USERS.farah;

/**
 * The delivery app over a real embedded database, with the real identity service (demo people)
 * answering the switches, and http:// push endpoints allowed so loopback fakes can stand in for
 * push services (tests only).
 */
export async function startDeliveryTestApp(
  options: DeliveryTestOptions = {},
): Promise<DeliveryTestApp> {
  let identity: Awaited<ReturnType<typeof startIdentity>> | undefined;
  let delivery: Delivery | undefined;
  const deliveries: Delivery[] = [];
  const testApp = await startTestApp<DeliveryConfig, DeliveryModels>({
    name: 'delivery',
    config: (mongodbUri) => {
      return loadConfig({
        MONGODB_URI: mongodbUri,
        INTERNAL_SECRET: TEST_SECRET,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        IDENTITY_URL: identity?.url ?? 'http://127.0.0.1:1',
        PUSH_ALLOW_INSECURE_ENDPOINTS: 'true',
        PUBLIC_URL: 'https://portal.district742.example',
        ...options.env,
      });
    },
    models: createModels,
    seed: async (connection, config) => {
      if (options.identity !== false) {
        identity = await startIdentity(connection, config.mongodbUri);
        config.identityUrl = identity.url;
      }
      await prepareDatabase(connection);
      if (options.seed !== false) await seedDemoData(connection);
    },
    createApp: (deps) => {
      delivery = createDelivery({ ...deps, clock: options.clock });
      deliveries.push(delivery);
      return delivery.app;
    },
  });
  const started = identity ?? {
    url: testApp.config.identityUrl,
    request: supertest(testApp.config.identityUrl),
    stop: async () => undefined,
  };
  return {
    ...testApp,
    delivery: delivery!,
    identity: started,
    another: () => {
      const next = createDelivery({
        connection: testApp.connection,
        config: testApp.config,
        logger: testLogger(),
        clock: options.clock,
      });
      deliveries.push(next);
      return next;
    },
    stop: async () => {
      for (const d of deliveries) {
        await Promise.all([d.worker.stop(), d.retention.stop()]);
        d.close();
      }
      await started.stop();
      await testApp.stop();
    },
  };
}
