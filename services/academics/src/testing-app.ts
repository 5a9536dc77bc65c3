import { startTestApp } from '@d742/service-kit/testing';
import { createApp } from './app';
import { createModels } from './models';

/** A real embedded database, a fresh academics database on it, and the app over it (for tests only). */
export const startAcademicsTestApp = () =>
  startTestApp({ name: 'academics', createApp, models: createModels });
export type AcademicsTestApp = Awaited<ReturnType<typeof startAcademicsTestApp>>;
