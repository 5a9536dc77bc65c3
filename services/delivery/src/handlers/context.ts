import type { Language } from '@d742/contracts';
import type { Clock, Identity } from '@d742/service-kit';
import type { ParameterizedContext } from 'koa';
import type pino from 'pino';
import type { VapidKeyStore } from '../channels/vapid-keys';
import type { DeliveryConfig } from '../config';
import type { JobRepository } from '../repositories/job-repository';
import type { SubscriptionRepository } from '../repositories/subscription-repository';

/** Built once per app by createApp. */
export interface HandlerDeps {
  subscriptions: SubscriptionRepository;
  jobs: JobRepository;
  vapid: VapidKeyStore;
  push: DeliveryConfig['push'];
  emailConfigured: boolean;
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
