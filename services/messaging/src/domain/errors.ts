import {
  CONVERSATION_TEXT_MAX_LENGTH,
  MESSAGE_AUDIO_MAX_SECONDS,
  MESSAGE_CONTENT_MAX_LENGTH,
  MESSAGE_SUBJECT_MAX_LENGTH,
  type Language,
  type MessagingErrorCode,
} from '@d742/contracts';
import { AppError, pickLanguage } from '@d742/service-kit';
import type { z } from 'zod';

type LocalizedCode = Exclude<MessagingErrorCode, 'AUDIENCE_UNAVAILABLE'>;

/** What each answer says to the reader, in their language. */
const MESSAGES: Record<LocalizedCode, { so: string; en: string }> = {
  MESSAGE_TEXT_REQUIRED: {
    so: 'Fadlan qor fariintaada ama duub cod.',
    en: 'Please type your message or record one.',
  },
  // 'Topic', not 'subject': the glossary's subject is a school subject (maaddo).
  MESSAGE_SUBJECT_REQUIRED: {
    so: 'Fadlan qor mawduuca fariintaada.',
    en: 'Please write the topic of your message.',
  },
  MESSAGE_TEXT_TOO_LONG: {
    so: `Qoraalku aad buu u dheer yahay (ugu badnaan ${CONVERSATION_TEXT_MAX_LENGTH} xaraf fariintii, ${MESSAGE_CONTENT_MAX_LENGTH} fariinta dugsiga, ${MESSAGE_SUBJECT_MAX_LENGTH} mawduuca).`,
    en: `The text is too long (at most ${CONVERSATION_TEXT_MAX_LENGTH} characters for a message, ${MESSAGE_CONTENT_MAX_LENGTH} for a school message, ${MESSAGE_SUBJECT_MAX_LENGTH} for its topic).`,
  },
  MESSAGE_LANGUAGE_INVALID: {
    so: 'Luqaddu waa inay ahaato Af-Soomaali (so) ama Ingiriisi (en).',
    en: 'The language must be Somali (so) or English (en).',
  },
  MESSAGE_FIELD_UNKNOWN: {
    so: 'Codsigu wuxuu leeyahay qayb aan la aqbalin.',
    en: 'The request has a field that is not accepted.',
  },
  MESSAGE_INVALID: {
    so: 'Codsigu sax ma aha.',
    en: 'The request is not valid.',
  },
  MESSAGE_AUDIO_INVALID: {
    so: 'Duubistu waa inay ahaato fayl WAV ah (PCM).',
    en: 'The recording must be a WAV file (PCM).',
  },
  MESSAGE_AUDIO_TOO_LONG: {
    so: `Duubistu way ka dheer tahay ${MESSAGE_AUDIO_MAX_SECONDS} ilbiriqsi.`,
    en: `The recording is longer than ${MESSAGE_AUDIO_MAX_SECONDS} seconds.`,
  },
  MESSAGE_AUDIO_TOO_LARGE: {
    so: 'Duubistu way ka weyn tahay 2.5 MB.',
    en: 'The recording is larger than 2.5 MB.',
  },
  MESSAGE_RATE_LIMITED: {
    so: 'Fariimo badan ayaad dirtay waqti gaaban. Fadlan sug daqiiqad, kadibna mar kale isku day.',
    en: 'You sent many messages in a short time. Please wait a minute and try again.',
  },
  STUDENT_NOT_FOUND: {
    so: 'Ardayga lama helin.',
    en: 'Student not found.',
  },
  TEACHER_NOT_FOUND: {
    so: 'Macallinkan ilmahaaga ma dhigo.',
    en: 'This teacher does not teach your child.',
  },
  MESSAGE_TEMPLATE_UNKNOWN: {
    so: 'Qaabkan fariinta lama yaqaan.',
    en: 'This message template does not exist.',
  },
  MESSAGE_TEMPLATE_FIELD_UNKNOWN: {
    so: 'Qaabka fariintu ma laha qayb la magacaabay sidan.',
    en: 'The message template has no field of that name.',
  },
  MESSAGE_TEMPLATE_FIELD_MISSING: {
    so: 'Fadlan buuxi qayb kasta oo qaabka fariinta ah.',
    en: 'Please fill in every field of the message template.',
  },
  MESSAGE_TEMPLATE_FIELD_INVALID: {
    so: 'Qayb ka mid ah qaabka fariinta sax ma aha (taariikh, saacad ama doorasho).',
    en: 'A field of the message template is not valid (a date, a time or a choice).',
  },
  MESSAGE_TEMPLATE_AUDIENCE: {
    so: 'Qaabkan fariinta looma diri karo dadkan.',
    en: 'This message template cannot be sent to this audience.',
  },
  MESSAGE_IDEMPOTENCY_KEY_REQUIRED: {
    so: 'Fariin fasal ama dugsi oo dhan loo dirayo waxay u baahan tahay furaha dirista (idempotencyKey).',
    en: 'A message to a class or the whole school needs a send key (idempotencyKey).',
  },
  MESSAGE_IDEMPOTENCY_KEY_REUSED: {
    so: 'Furahan dirista waxaa hore loogu diray fariin kale.',
    en: 'This send key was already used for a different message.',
  },
  CLASS_NOT_FOUND: {
    so: 'Fasalkan lama helin ama arday kuma jiraan.',
    en: 'This class was not found or has no students.',
  },
};

const STATUS: Partial<Record<LocalizedCode, number>> = {
  MESSAGE_AUDIO_TOO_LARGE: 413,
  MESSAGE_RATE_LIMITED: 429,
  STUDENT_NOT_FOUND: 404,
  TEACHER_NOT_FOUND: 404,
  CLASS_NOT_FOUND: 404,
  MESSAGE_IDEMPOTENCY_KEY_REUSED: 422,
};

/** A refusal with its machine code and the reader's-language text (400 unless the code says otherwise). */
export class MessagingError extends AppError {
  constructor(code: LocalizedCode, language: Language, details?: unknown) {
    super(STATUS[code] ?? 400, pickLanguage(MESSAGES[code], language), {
      defaultCode: code,
      details,
    });
  }
}

/** The code of the first thing wrong with a conversation request or a staff message. */
function codeOf(issue: z.core.$ZodIssue): LocalizedCode {
  const field = String(issue.path[0] ?? '');
  if (issue.code === 'unrecognized_keys') return 'MESSAGE_FIELD_UNKNOWN';
  if (field === 'templateId') return 'MESSAGE_TEMPLATE_UNKNOWN';
  if (field === 'fields') return 'MESSAGE_TEMPLATE_FIELD_INVALID';
  if (field === 'language') return 'MESSAGE_LANGUAGE_INVALID';
  if (field === 'content' || field === 'subject') {
    if (issue.code === 'too_big') return 'MESSAGE_TEXT_TOO_LONG';
    return field === 'subject' ? 'MESSAGE_SUBJECT_REQUIRED' : 'MESSAGE_TEXT_REQUIRED';
  }
  return 'MESSAGE_INVALID';
}

/** Parses a conversation request or answers 400 with a localized `{ error, code, details }`. */
export function validateInput<S extends z.ZodType>(
  schema: S,
  data: unknown,
  language: Language,
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const first = result.error.issues[0];
  throw new MessagingError(first ? codeOf(first) : 'MESSAGE_INVALID', language, issues);
}
