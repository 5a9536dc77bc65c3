import type Koa from 'koa';
import { createServiceApp, packageVersion, systemClock, type ServiceDeps } from '@d742/service-kit';
import { EmailSender } from './channels/email-sender';
import { PushSender } from './channels/push-sender';
import { SmsSender } from './channels/sms-sender';
import { VapidKeyStore } from './channels/vapid-keys';
import { IdentityPreferences } from './clients/identity-preferences';
import { MessagingReplies } from './clients/messaging-replies';
import type { DeliveryConfig } from './config';
import type { HandlerDeps } from './handlers/context';
import { createModels } from './models';
import { RetentionPurge } from './queue/retention';
import { DeliveryWorker } from './queue/worker';
import { SMS_INBOUND_PATH } from './handlers/sms-inbound.handler';
import { AddressRepository } from './repositories/address-repository';
import { ContactCodeRepository } from './repositories/contact-code-repository';
import { PhoneRepository } from './repositories/phone-repository';
import { SmsRepository } from './repositories/sms-repository';
import { SuppressionRepository } from './repositories/suppression-repository';
import { JobRepository, newWorkerId } from './repositories/job-repository';
import { SubscriptionRepository } from './repositories/subscription-repository';
import { createRouter } from './routes';

export type AppDeps = ServiceDeps<DeliveryConfig>;

export interface Delivery {
  app: Koa;
  /** Works the queue; index.ts runs it periodically, requests kick it when they add jobs. */
  worker: DeliveryWorker;
  /** Deletes old jobs, codes and text messages; index.ts schedules it (a minute after start, hourly). */
  retention: RetentionPurge;
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
  const sms = config.sms ? new SmsSender(config.sms) : undefined;
  const addresses = new AddressRepository(models);
  const phones = new PhoneRepository(models);
  const suppressions = new SuppressionRepository(models);
  const smsLog = new SmsRepository(models);
  const codes = new ContactCodeRepository(models, config.internalSecret);
  const preferences = new IdentityPreferences({
    identityUrl: config.identityUrl,
    secret: config.internalSecret,
  });
  const worker = new DeliveryWorker({
    jobs,
    subscriptions,
    addresses,
    preferences,
    vapid,
    push: new PushSender(config.push),
    email,
    sms,
    phones,
    suppressions,
    smsLog,
    smsDailyCap: config.smsDailyCap,
    timeZone: config.timeZone,
    secret: config.internalSecret,
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
    sms: config.sms,
    smsConfigured: sms !== undefined,
    preferences,
    addresses,
    phones,
    codes,
    suppressions,
    smsLog,
    messaging: new MessagingReplies({
      messagingUrl: config.messagingUrl,
      secret: config.internalSecret,
    }),
    publicUrl: config.publicUrl,
    secret: config.internalSecret,
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
    // The SMS provider's webhook is a form, read (and its signature checked) by its handler.
    rawBodyPaths: [SMS_INBOUND_PATH],
  });
  const router = createRouter(deps);
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: true }));
  const retention = new RetentionPurge({
    jobs,
    codes,
    smsLog,
    retentionDays: config.queue.retentionDays,
    clock,
    logger,
  });
  return { app, worker, retention, close: () => email?.close() };
}

/** The delivery service without listening (its worker runs only when index.ts or a test drives it). */
export function createApp(deps: AppDeps): Koa {
  return createDelivery(deps).app;
}

export { loadConfig, type DeliveryConfig } from './config';
export { seedDemoData } from './seed';
export { createModels, prepareDatabase } from './models';
