import type { Language } from '@d742/contracts';
import type { Clock, Identity } from '@d742/service-kit';
import type { ParameterizedContext } from 'koa';
import type pino from 'pino';
import type { VapidKeyStore } from '../channels/vapid-keys';
import type { DeliveryConfig } from '../config';
import type { IdentityPreferences } from '../clients/identity-preferences';
import type { MessagingReplies } from '../clients/messaging-replies';
import type { AddressRepository } from '../repositories/address-repository';
import type { ContactCodeRepository } from '../repositories/contact-code-repository';
import type { JobRepository } from '../repositories/job-repository';
import type { PhoneRepository } from '../repositories/phone-repository';
import type { SmsRepository } from '../repositories/sms-repository';
import type { SuppressionRepository } from '../repositories/suppression-repository';
import type { SubscriptionRepository } from '../repositories/subscription-repository';

/** Built once per app by createApp. */
export interface HandlerDeps {
  subscriptions: SubscriptionRepository;
  jobs: JobRepository;
  vapid: VapidKeyStore;
  push: DeliveryConfig['push'];
  emailConfigured: boolean;
  /** SMS settings; undefined: SMS is not configured. */
  sms: DeliveryConfig['sms'];
  smsConfigured: boolean;
  preferences: IdentityPreferences;
  addresses: AddressRepository;
  phones: PhoneRepository;
  codes: ContactCodeRepository;
  suppressions: SuppressionRepository;
  smsLog: SmsRepository;
  messaging: MessagingReplies;
  publicUrl: string;
  /** The internal secret (seals codes waiting in the queue). */
  secret: string;
  /** Asks the worker to look at the queue now (new jobs); never awaited by a request. */
  kick: () => void;
  clock: Clock;
  logger: pino.Logger;
}

/** What service-kit's middleware (identity, language) puts on ctx.state. */
export interface DeliveryState {
  identity: Identity;
  language: Language;
}

export type DeliveryContext = ParameterizedContext<DeliveryState>;

/** Set by the gateway on push routes: sha256 of the caller's session (never the session id). */
export const SESSION_TAG_HEADER = 'x-d742-session-tag';
