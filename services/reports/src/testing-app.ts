import { startTestApp, TEST_SECRET } from '@d742/service-testing';
import { createApp } from './app';
import { loadConfig } from './config';
import { createModels } from './models';

/** A real embedded database, a fresh reports database on it, and the app over it (for tests only). */
export const startReportsTestApp = () =>
  startTestApp({
    name: 'reports',
    config: (mongodbUri: string) =>
      loadConfig({ MONGODB_URI: mongodbUri, INTERNAL_SECRET: TEST_SECRET, LOG_LEVEL: 'silent' }),
    createApp,
    models: createModels,
  });
export type ReportsTestApp = Awaited<ReturnType<typeof startReportsTestApp>>;
