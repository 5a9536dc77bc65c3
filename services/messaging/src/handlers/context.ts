import type { Language } from '@d742/contracts';
import type { Clock, Identity, LiveEvents } from '@d742/service-kit';
import type { ParameterizedContext } from 'koa';
import type { AudioStore } from '../audio/audio-store';
import type { AcademicsAudience } from '../clients/academics-audience';
import type { SenderNames } from '../clients/sender-names';
import type { GlossaryTerm, VoiceClient } from '../clients/voice';
import type { MessageRepository } from '../repositories/message-repository';
import type { SendLimiter } from '../repositories/send-limiter';
import type { StaffSendRepository } from '../repositories/staff-send-repository';
import type { ThreadRepository } from '../repositories/thread-repository';

/**
 * Built once per app by createApp. What the handlers need: messages, threads and staff sends, whom an
 * audience reaches, the voice service, parents' names, recordings, the send limit, the live
 * channel and the clock.
 */
export interface HandlerDeps {
  messages: MessageRepository;
  threads: ThreadRepository;
  /** Staff sends under an idempotency key, fanned out once per recipient. */
  sends: StaffSendRepository;
  audience: AcademicsAudience;
  voice: VoiceClient;
  names: SenderNames;
  audio: AudioStore;
  sendLimit: SendLimiter;
  /** The school glossary the translator is given as a dictionary (createApp: the contracts' GLOSSARY). */
  glossary: readonly GlossaryTerm[];
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
