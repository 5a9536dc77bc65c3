import {
  STAFF_WORKSPACE_ERROR_CODES,
  STUDENT_NOT_FOUND_TEXT,
  type Language,
  type LocalizedText,
  type StaffWorkspaceErrorCode,
} from '@d742/contracts';
import { AppError, NotFoundError, pickLanguage } from '@d742/service-kit';
import type { z } from 'zod';

/** What each staff-workspace error says, in both languages (Somali reviewed against the glossary). */
const MESSAGES: Record<StaffWorkspaceErrorCode, LocalizedText> = {
  VALIDATION_FAILED: {
    so: 'Codsigu sax ma aha. Fadlan hubi xogta aad gelisay.',
    en: 'The request is not valid. Please check what you entered.',
  },
  FORBIDDEN: {
    so: 'Uma oggolid inaad tan samayso.',
    en: 'You are not allowed to do this.',
  },
  STUDENT_NOT_FOUND: STUDENT_NOT_FOUND_TEXT,
  CLASS_NOT_FOUND: { so: 'Fasalkan lama helin.', en: 'Class not found.' },
  ASSIGNMENT_NOT_FOUND: {
    so: 'Hawshan laguma helin fasalkan.',
    en: 'This assignment was not found in this class.',
  },
  CONFERENCE_NOT_FOUND: {
    so: 'Shirkan lama helin.',
    en: 'Conference not found.',
  },
  FUTURE_DATE: {
    so: 'Imaanshaha lama diiwaangelin karo maalin aan weli iman.',
    en: 'Attendance cannot be recorded for a day that has not come yet.',
  },
  DATE_OUT_OF_RANGE: {
    so: 'Taariikhdu waa inay noqotaa maanta ama 30 maalmood ee soo socda midkood.',
    en: 'The date must be today or one of the next 30 days.',
  },
  STUDENT_NOT_IN_CLASS: {
    so: 'Arday ku jira liiska kama mid aha fasalkan.',
    en: 'A student in the list is not in this class.',
  },
  DUPLICATE_STUDENT: {
    so: 'Arday ayaa liiska laba jeer ku jira.',
    en: 'A student is in the list twice.',
  },
  SCORE_OUT_OF_RANGE: {
    so: 'Dhibcuhu waa inay u dhexeeyaan 0 iyo dhibcaha ugu badan ee hawsha.',
    en: "The score must be between 0 and the assignment's maximum score.",
  },
  ASSIGNMENT_CHOICE: {
    so: 'Dooro hawl jirta ama qor hawl cusub: mid keliya.',
    en: 'Choose an existing assignment or describe a new one: one of the two.',
  },
  TITLE_REQUIRED: { so: 'Fadlan qor magaca hawsha.', en: 'Please write the assignment title.' },
  TITLE_TOO_LONG: {
    so: 'Magaca hawshu waa inuusan ka badnaan 200 xaraf.',
    en: 'The assignment title must be at most 200 characters.',
  },
  REASON_REQUIRED: { so: 'Fadlan qor sababta.', en: 'Please write the reason.' },
  REASON_TOO_LONG: {
    so: 'Sababtu waa inaysan ka badnaan 500 xaraf.',
    en: 'The reason must be at most 500 characters.',
  },
  NOTE_REQUIRED: { so: 'Fadlan qor fariin gaaban.', en: 'Please write a short note.' },
  NOTE_TOO_LONG: {
    so: 'Fariintu waa inaysan ka badnaan 500 xaraf.',
    en: 'The note must be at most 500 characters.',
  },
  SLOTS_COUNT: {
    so: 'Bixi ugu yaraan 1 waqti, ugu badnaan 10.',
    en: 'Offer at least 1 and at most 10 times.',
  },
  SLOT_INVALID: {
    so: 'Waqti kastaa waa inuu bilaabmaa ka hor intuusan dhammaan, oo uusan ka badnaan 3 saacadood.',
    en: 'Each time must start before it ends and last at most 3 hours.',
  },
  SLOTS_OVERLAP: {
    so: 'Waqtiyada la bixiyay waa inaysan isku dhicin.',
    en: 'The offered times must not overlap.',
  },
  SLOT_IN_PAST: { so: 'Waqtigaasi wuu dhaafay.', en: 'That time has already passed.' },
  SLOT_NOT_OFFERED: {
    so: 'Waqtigan looma bixin shirkan.',
    en: 'This time was not offered for this conference.',
  },
  CONFERENCE_ALREADY_BOOKED: {
    so: 'Waqtiga shirkan horay ayaa loo doortay.',
    en: 'A time has already been picked for this conference.',
  },
  CONFERENCE_CANCELLED: { so: 'Shirkan waa la baajiyay.', en: 'This conference was cancelled.' },
};

const STATUS: Partial<Record<StaffWorkspaceErrorCode, number>> = {
  FORBIDDEN: 403,
  STUDENT_NOT_FOUND: 404,
  CLASS_NOT_FOUND: 404,
  ASSIGNMENT_NOT_FOUND: 404,
  CONFERENCE_NOT_FOUND: 404,
  CONFERENCE_ALREADY_BOOKED: 409,
  CONFERENCE_CANCELLED: 409,
};

/** A staff-workspace failure, answered `{ error, code, details? }` in the reader's language (400 unless listed). */
export class StaffError extends AppError {
  constructor(code: StaffWorkspaceErrorCode, language: Language, details?: unknown) {
    super(STATUS[code] ?? 400, pickLanguage(MESSAGES[code], language), {
      defaultCode: code,
      details,
    });
  }
}

/**
 * A student the caller may not see, or none: 404 NOT_FOUND (what clients read, for a missing child
 * and another family's alike) with the staff workspace's words, in the reader's language.
 */
export const studentNotFound = (language: Language): NotFoundError =>
  new NotFoundError(pickLanguage(STUDENT_NOT_FOUND_TEXT, language));

const isCode = (message: string): message is StaffWorkspaceErrorCode =>
  (STAFF_WORKSPACE_ERROR_CODES as readonly string[]).includes(message);

/**
 * Parses `data` or throws a StaffError: the code a failed check of the schema names (the
 * contracts' checks carry codes as messages), VALIDATION_FAILED for any other failure; every
 * issue in `details`.
 */
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
  const coded = issues.find((issue) => isCode(issue.message))?.message;
  throw new StaffError(coded && isCode(coded) ? coded : 'VALIDATION_FAILED', language, issues);
}
