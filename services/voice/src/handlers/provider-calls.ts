import type { Language, VoiceCapability } from '@d742/contracts';
import type pino from 'pino';
import {
  LanguageNotSupportedError,
  localizeProviderError,
  ProviderFailure,
  ProviderNotConfiguredError,
} from '../domain/errors';
import type { VoiceProviderSet } from '../providers';

/** The capability's adapter, or a 503 in the reader's language. */
export function requireProvider<K extends VoiceCapability>(
  providers: VoiceProviderSet,
  capability: K,
  language: Language,
): NonNullable<VoiceProviderSet[K]> {
  const provider = providers[capability];
  if (!provider) throw new ProviderNotConfiguredError(capability, language);
  return provider as NonNullable<VoiceProviderSet[K]>;
}

/** The speech adapter when it handles `requested`, else a 503 VOICE_LANGUAGE_NOT_SUPPORTED. */
export function requireLanguage<P extends { languages: readonly Language[] }>(
  provider: P,
  capability: VoiceCapability,
  requested: Language,
  language: Language,
): P {
  if (!provider.languages.includes(requested))
    throw new LanguageNotSupportedError(capability, requested, provider.languages, language);
  return provider;
}

/** Runs one provider call; its failure becomes the reader's 502/504/422 and a warning in the log. */
export async function callProvider<T>(
  logger: pino.Logger,
  language: Language,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof ProviderFailure)) throw err;
    if (err.kind !== 'no-speech') logger.warn({ err }, 'voice provider call failed');
    throw localizeProviderError(err, language);
  }
}

export type SpeechErrorCode = 'VOICE_PROVIDER_FAILED' | 'VOICE_PROVIDER_TIMEOUT';

/**
 * Runs a provider call whose failure must not cost the rest of the answer (speech output in
 * chat-complete): a failure or time-out is logged and returned as its code, never made up for.
 */
export async function callOptionalProvider<T>(
  logger: pino.Logger,
  call: () => Promise<T>,
): Promise<{ value: T; error?: undefined } | { value?: undefined; error: SpeechErrorCode }> {
  try {
    return { value: await call() };
  } catch (err) {
    if (!(err instanceof ProviderFailure)) throw err;
    logger.warn({ err }, 'optional voice provider call failed');
    return { error: err.kind === 'timeout' ? 'VOICE_PROVIDER_TIMEOUT' : 'VOICE_PROVIDER_FAILED' };
  }
}
