import { t } from '@d742/i18n/core';
import { ApiError } from './api-error';

/** The gateway's code for a request refused by its rate limits (decision 027). */
export const RATE_LIMITED_CODE = 'RATE_LIMITED';

/**
 * The reader's-language text of a gateway 429 RATE_LIMITED, with the wait it asked for
 * (`retryAfterSeconds` of its body, as its Retry-After header says); null for any other error.
 */
export function rateLimitedMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 429 || error.code !== RATE_LIMITED_CODE)
    return null;
  const seconds = (error.data as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  const count = typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : 60;
  return t('errors.rateLimited', { count });
}
