import { ApiError, isNetworkError } from '@d742/platform';

/** The `send.errors.*` key of what went wrong, so the reader sees it in their own language. */
export type SendErrorKey =
  | 'network'
  | 'rateLimited'
  | 'textRequired'
  | 'subjectRequired'
  | 'textTooLong'
  | 'audioInvalid'
  | 'audioTooLong'
  | 'audioTooLarge'
  | 'threadNotFound'
  | 'studentNotFound'
  | 'teacherNotFound'
  | 'generic';

const BY_CODE: Readonly<Record<string, SendErrorKey>> = {
  MESSAGE_RATE_LIMITED: 'rateLimited',
  MESSAGE_TEXT_REQUIRED: 'textRequired',
  MESSAGE_SUBJECT_REQUIRED: 'subjectRequired',
  MESSAGE_TEXT_TOO_LONG: 'textTooLong',
  MESSAGE_AUDIO_INVALID: 'audioInvalid',
  MESSAGE_AUDIO_TOO_LONG: 'audioTooLong',
  MESSAGE_AUDIO_TOO_LARGE: 'audioTooLarge',
  STUDENT_NOT_FOUND: 'studentNotFound',
  TEACHER_NOT_FOUND: 'teacherNotFound',
};

/**
 * Why a reply or a new conversation was not sent. The codes come from MESSAGING_ERROR_CODES; a
 * 429 or 413 from the gateway (which has codes of its own) reads the same as the service's.
 */
export function sendErrorKey(error: unknown): SendErrorKey {
  if (isNetworkError(error)) return 'network';
  if (!(error instanceof ApiError)) return 'generic';
  const known = error.code ? BY_CODE[error.code] : undefined;
  if (known) return known;
  if (error.status === 429) return 'rateLimited';
  if (error.status === 413) return 'audioTooLarge';
  if (error.status === 404) return 'threadNotFound';
  return 'generic';
}
