import { ApiError, isNetworkError, rateLimitedMessage } from '@d742/platform/core';
import type { TFunction } from 'i18next';

// Server error codes (conventions 001 + identity service) with a localized text of their own.
const CODE_KEYS: Record<string, string> = {
  INVALID_CREDENTIALS: 'errors.invalidCredentials',
  INVALID_PASSCODE: 'errors.invalidPasscode',
  PASSCODE_DEVICE_UNKNOWN: 'errors.passcodeDeviceUnknown',
  ACCESS_CODE_REQUIRED: 'errors.accessRequired',
  CONFLICT: 'errors.accountExists',
};

// English validation texts of @d742/contracts schemas (sent back by the server as VALIDATION_FAILED too).
const CONTRACT_TEXT_KEYS: Record<string, string> = {
  'Username or email is required': 'errors.usernameRequired',
  'Password is required': 'errors.passwordRequired',
  'Please enter your passcode': 'errors.passcodeRequired',
  'First name is required': 'errors.firstNameRequired',
  'Last name is required': 'errors.lastNameRequired',
  'Email address is not valid': 'errors.emailInvalid',
  'Password must have at least 8 characters': 'errors.passwordTooShort',
  'Passwords do not match!': 'errors.passwordsMismatch',
  'Passcodes do not match!': 'errors.passcodesMismatch',
  'Passcode must have 4 to 6 characters': 'errors.passcodeLength',
  'Username is required': 'errors.usernameRequired',
  'First name has at most 80 characters': 'errors.nameTooLong',
  'Last name has at most 80 characters': 'errors.nameTooLong',
  'Phone number is not valid': 'errors.phoneInvalid',
  'Current password is required': 'errors.currentPasswordRequired',
  'The new password must differ from the current one': 'errors.passwordSame',
  'Access code has 6 to 12 letters or digits': 'errors.accessCodeInvalid',
  'Manifest URL is required': 'errors.manifestUrlRequired',
};

/** A contract's English validation message in the current language (unknown texts pass through). */
export function localizeContractText(text: string, t: TFunction): string {
  const key = CONTRACT_TEXT_KEYS[text];
  return key ? t(key) : text;
}

export interface AuthFailureTexts {
  /** When the server answered without an error text. */
  rejected: string;
  /** When the server could not be reached or failed (5xx). */
  unreachable: string;
  /** Spec section 8: a toast (title and text keys) beside the in-page alert when the call fails. */
  failureToast?: { title: string; description: string };
}

/** Spec section 8: the server's error text (localized when we know it), else the action's default. */
export function authErrorMessage(error: unknown, t: TFunction, texts: AuthFailureTexts): string {
  if (isNetworkError(error) || !(error instanceof ApiError)) return t(texts.unreachable);
  if (error.status >= 500) return t(texts.unreachable);
  if (error.status === 429) {
    if (error.code === 'ACCESS_BLOCKED') return t('accessCode.tooMany');
    // The gateway's own limit (decision 027) says how long to wait; sign-in limits say minutes.
    return rateLimitedMessage(error) ?? t('errors.tooManyRequests');
  }
  const codeKey = error.code ? CODE_KEYS[error.code] : undefined;
  if (codeKey) return t(codeKey);
  if (error.serverMessage) return localizeContractText(error.serverMessage, t);
  return t(texts.rejected);
}

export function isAccessCodeRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === 'ACCESS_CODE_REQUIRED';
}
