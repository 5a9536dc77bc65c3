import type { Language, VoiceCapability } from '@d742/contracts';
import type pino from 'pino';
import {
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
