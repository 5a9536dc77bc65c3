import { ApiError, isNetworkError, rateLimitedMessage } from '@d742/platform';
import type { TFunction } from 'i18next';
import { localizeContractText } from '../auth/auth-messages';

// Codes the identity service may answer when the current password is wrong.
const WRONG_PASSWORD_CODES = new Set(['INVALID_CREDENTIALS', 'INVALID_PASSWORD', 'WRONG_PASSWORD']);
const EMAIL_TAKEN_CODES = new Set(['EMAIL_TAKEN', 'CONFLICT']);

/** A failed account change in the reader's language. */
export function accountErrorMessage(error: unknown, t: TFunction): string {
  // Offline: the api client's own localized refusal (decision 020) says what happened.
  if (
    error instanceof ApiError &&
    error.status === 0 &&
    isNetworkError(error) &&
    error.serverMessage
  )
    return error.serverMessage;
  if (!(error instanceof ApiError) || isNetworkError(error) || error.status >= 500)
    return t('errors.generic');
  if (error.status === 429) return rateLimitedMessage(error) ?? t('errors.tooManyRequests');
  if (error.code && WRONG_PASSWORD_CODES.has(error.code))
    return t('profile.errors.currentPasswordWrong');
  if (error.code && EMAIL_TAKEN_CODES.has(error.code)) return t('profile.errors.emailTaken');
  if (error.serverMessage) return localizeContractText(error.serverMessage, t);
  return t('errors.generic');
}

/** The form field a 400/409 answer is about, when it says so (EMAIL_TAKEN, or a validation issue's path). */
export function errorField(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code && EMAIL_TAKEN_CODES.has(error.code)) return 'email';
  if (error.status !== 400) return null;
  const details = (error.data as { details?: unknown } | undefined)?.details;
  if (!Array.isArray(details)) return null;
  const path = (details[0] as { path?: unknown } | undefined)?.path;
  return Array.isArray(path) && typeof path[0] === 'string' ? path[0] : null;
}
