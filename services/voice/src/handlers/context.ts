import type { Language } from '@d742/contracts';
import type { Identity } from '@d742/service-kit';
import type { ParameterizedContext } from 'koa';
import type pino from 'pino';
import type { AcademicsChildren } from '../clients/academics-children';
import type { LruCache } from '../domain/lru-cache';
import type { SpeechAudio, VoiceProviderSet } from '../providers';

/** Built once per app by createApp. */
export interface HandlerDeps {
  providers: VoiceProviderSet;
  /** The family's children, for the assistant (academics owns them, decision 007). */
  academics: AcademicsChildren;
  /** Audio of recently spoken texts, by voice and text. */
  speechCache: LruCache<SpeechAudio>;
  logger: pino.Logger;
}

/** What service-kit's middleware (identity, language) puts on ctx.state. */
export interface VoiceState {
  identity: Identity;
  language: Language;
}

export type VoiceContext = ParameterizedContext<VoiceState>;
