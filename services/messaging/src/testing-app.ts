import { startTestApp } from '@d742/service-kit/testing';
import { createApp } from './app';
import { createModels } from './models';

/** A real embedded database, a fresh messaging database on it, and the app over it (for tests only). */
export const startMessagingTestApp = () =>
  startTestApp({ name: 'messaging', createApp, models: createModels });
export type MessagingTestApp = Awaited<ReturnType<typeof startMessagingTestApp>>;
