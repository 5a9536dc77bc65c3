import type Koa from 'koa';
import { createServiceApp, packageVersion, systemClock, type ServiceDeps } from '@d742/service-kit';
import { EmailSender } from './channels/email-sender';
import { PushSender } from './channels/push-sender';
import { VapidKeyStore } from './channels/vapid-keys';
import { IdentityPreferences } from './clients/identity-preferences';
import type { DeliveryConfig } from './config';
import type { HandlerDeps } from './handlers/context';
import { createModels } from './models';
import { DeliveryWorker } from './queue/worker';
import { AddressRepository } from './repositories/address-repository';
import { JobRepository, newWorkerId } from './repositories/job-repository';
import { SubscriptionRepository } from './repositories/subscription-repository';
import { createRouter } from './routes';

export type AppDeps = ServiceDeps<DeliveryConfig>;

export interface Delivery {
  app: Koa;
  /** Works the queue; index.ts runs it periodically, requests kick it when they add jobs. */
  worker: DeliveryWorker;
  close: () => void;
}

/** The delivery service and its queue worker over one connection, without listening. */
export function createDelivery({
  connection,
  config,
  logger,
  clock = systemClock,
}: AppDeps): Delivery {
  const models = createModels(connection);
  const subscriptions = new SubscriptionRepository(models);
  const jobs = new JobRepository(models, config.queue.maxAttempts);
  const vapid = new VapidKeyStore(config.push, models);
  const email = config.email ? new EmailSender(config.email) : undefined;
  const worker = new DeliveryWorker({
    jobs,
    subscriptions,
    addresses: new AddressRepository(models),
    preferences: new IdentityPreferences({
      identityUrl: config.identityUrl,
      secret: config.internalSecret,
    }),
    vapid,
    push: new PushSender(config.push),
    email,
    publicUrl: config.publicUrl,
    clock,
    logger,
    workerId: newWorkerId(),
  });
  const deps: HandlerDeps = {
    subscriptions,
    jobs,
    vapid,
    push: config.push,
    emailConfigured: email !== undefined,
    kick: () => void worker.kick(),
    clock,
    logger,
  };
  const app = createServiceApp({
    name: 'delivery',
    secret: config.internalSecret,
    logger,
    health: async () => ({ database: connection.readyState === 1 ? 'up' : 'down' }),
    connection,
    version: packageVersion(__dirname),
  });
  const router = createRouter(deps);
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: true }));
  return { app, worker, close: () => email?.close() };
}

/** The delivery service without listening (its worker runs only when index.ts or a test drives it). */
export function createApp(deps: AppDeps): Koa {
  return createDelivery(deps).app;
}

export { loadConfig, type DeliveryConfig } from './config';
export { seedDemoData } from './seed';
export { createModels, prepareDatabase } from './models';
