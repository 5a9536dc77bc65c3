import type { Clock } from '@d742/service-kit';
import { startTestApp, TEST_SECRET } from '@d742/service-testing';
import { createApp } from './app';
import { loadConfig } from './config';
import { createModels } from './models';

/** Refuses connections at once: live events of tests that do not listen for them go nowhere. */
const NO_GATEWAY = 'http://127.0.0.1:1';

export interface AcademicsTestOptions {
  /** Where live events go (a test's event receiver). */
  gatewayUrl?: string;
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
      }),
    createApp: (deps) => createApp({ ...deps, clock: options.clock }),
    models: createModels,
  });
export type AcademicsTestApp = Awaited<ReturnType<typeof startAcademicsTestApp>>;
