import { startTestApp } from '@d742/service-kit/testing';
import { createApp } from './app';
import { createModels } from './models';

/** A real embedded database, a fresh reports database on it, and the app over it (for tests only). */
export const startReportsTestApp = () =>
  startTestApp({ name: 'reports', createApp, models: createModels });
export type ReportsTestApp = Awaited<ReturnType<typeof startReportsTestApp>>;
