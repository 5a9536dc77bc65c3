import type { Language } from '@d742/contracts';
import type { Clock, Identity, LiveEvents } from '@d742/service-kit';
import type { ParameterizedContext } from 'koa';
import type { AcademicsAudience } from '../clients/academics-audience';
import type { MessageRepository } from '../repositories/message-repository';

/** Built once per app by createApp. What the handlers need: messages, whom an audience reaches, the live channel and the clock. */
export interface HandlerDeps {
  messages: MessageRepository;
  audience: AcademicsAudience;
  live: LiveEvents;
  clock: Clock;
}

/** What service-kit's middleware (identity, language) puts on ctx.state. */
export interface MessagingState {
  identity: Identity;
  language: Language;
}

export type MessagingContext = ParameterizedContext<MessagingState> & {
  params: Record<string, string>;
};
