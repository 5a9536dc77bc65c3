import type { Language } from '@d742/contracts';
import type { Identity } from '@d742/service-kit';
import { MessagingError } from '../domain/errors';
import { otherLanguage, withTranslation, type StoredText } from '../domain/texts';
import type { HandlerDeps, MessagingContext } from './context';

/** Counts one send of the caller; past the limit answers 429 with Retry-After, storing nothing. */
export async function takeSend(
  { sendLimit, clock }: Pick<HandlerDeps, 'sendLimit' | 'clock'>,
  ctx: MessagingContext,
): Promise<void> {
  const allowance = await sendLimit.take(ctx.state.identity.userId, clock());
  if (allowance.allowed) return;
  ctx.set('Retry-After', String(allowance.retryAfterSeconds));
  throw new MessagingError('MESSAGE_RATE_LIMITED', ctx.state.language, {
    retryAfterSeconds: allowance.retryAfterSeconds,
  });
}

/**
 * A text as written (or transcribed) with its translation into the other language, made now by
 * the voice service as the sender, with the school glossary; without one it is stored 'none'.
 */
export async function translated(
  { voice, glossary }: Pick<HandlerDeps, 'voice' | 'glossary'>,
  sender: Identity,
  original: StoredText['original'],
): Promise<StoredText> {
  const text = await voice.translate(
    sender,
    original.text,
    original.language,
    otherLanguage(original.language),
    { glossary },
  );
  return withTranslation(original, text);
}

/** Typed text in `language`, translated. */
export const typed = (
  deps: Pick<HandlerDeps, 'voice' | 'glossary'>,
  sender: Identity,
  text: string,
  language: Language,
) => translated(deps, sender, { language, text, origin: 'typed' });
