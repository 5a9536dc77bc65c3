import { STAFF_WORKSPACE_ERROR_CODES, type StaffWorkspaceErrorCode } from '@d742/contracts';
import { ApiError, isNetworkError } from '@d742/platform';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

const isCode = (message: string): message is StaffWorkspaceErrorCode =>
  (STAFF_WORKSPACE_ERROR_CODES as readonly string[]).includes(message);

/** The localized text of a staff-workspace code (the same words the service answers with). */
export function codeText(code: StaffWorkspaceErrorCode, t: TFunction): string {
  return t(`errors.codes.${code}`, { defaultValue: t('errors.codes.VALIDATION_FAILED') });
}

/**
 * What a form shows for a failed check of a contract schema: the code its check carries (the
 * contracts' checks name codes as their messages), else VALIDATION_FAILED, as the service would.
 */
export function validationCode(error: z.ZodError): StaffWorkspaceErrorCode {
  return error.issues.map((issue) => issue.message).find(isCode) ?? 'VALIDATION_FAILED';
}

/**
 * What a failed call tells the reader: the service's own words (it answers in the reader's
 * language), a connection message when the network failed, else a general failure.
 */
export function errorText(error: unknown, t: TFunction, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage && error.status < 500) return error.serverMessage;
    if (error.code && isCode(error.code)) return codeText(error.code, t);
  }
  if (isNetworkError(error)) return t('errors.network');
  return fallback;
}
