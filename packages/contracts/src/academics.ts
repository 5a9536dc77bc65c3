import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { isoDateSchema, languageSchema, objectIdSchema, roleSchema } from './common';

export const GRADE_LETTERS = ['A+', 'A', 'B+', 'B', 'C+', 'C', 'D', 'F'] as const;
export const gradeLetterSchema = lazySchema(() => z.enum(GRADE_LETTERS));
export type GradeLetter = z.infer<typeof gradeLetterSchema>;

export const studentSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** Grade level, e.g. "5" or "Grade 5". */
    grade: z.string(),
    /** Computed from recorded grade entries; null when there are none (shown as '0.0'). */
    gpa: z.number().min(0).max(4.3).nullable().optional(),
    /** Percent 0-100 computed from attendance records; null when none (shown as '0%'). */
    attendanceRate: z.number().min(0).max(100).nullable().optional(),
  }),
);
export type Student = z.infer<typeof studentSchema>;
export const studentListSchema = lazySchema(() => z.array(studentSchema));

export const ASSIGNMENT_STATUSES = ['pending', 'submitted', 'graded'] as const;
export const ASSIGNMENT_PRIORITIES = ['high', 'normal', 'low'] as const;
export const assignmentSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    studentId: z.string().optional(),
    title: z.string(),
    subject: z.string(),
    teacherName: z.string(),
    description: z.string(),
    dueDate: isoDateSchema,
    status: z.enum(ASSIGNMENT_STATUSES),
    /** high, normal, or anything else (shown with the "other" border). */
    priority: z.string(),
  }),
);
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentListSchema = lazySchema(() => z.array(assignmentSchema));

export const gradeEntrySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    studentId: z.string().optional(),
    assignment: z.string(),
    subject: z.string(),
    teacherName: z.string(),
    grade: z.string(),
    points: z.number().nonnegative(),
    maxPoints: z.number().positive(),
    recordedAt: isoDateSchema.optional(),
  }),
);
export type GradeEntry = z.infer<typeof gradeEntrySchema>;
export const gradeEntryListSchema = lazySchema(() => z.array(gradeEntrySchema));

export const UPDATE_TYPES = ['grade', 'assignment', 'event', 'attendance', 'other'] as const;
export const updateSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    type: z.enum(UPDATE_TYPES),
    title: z.string(),
    description: z.string(),
    createdAt: isoDateSchema,
    teacherName: z.string().optional(),
    subject: z.string().optional(),
  }),
);
export type Update = z.infer<typeof updateSchema>;
export const updateListSchema = lazySchema(() => z.array(updateSchema));

export const EVENT_TYPES = ['conference', 'meeting', 'event', 'other'] as const;
export const eventSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    eventDate: isoDateSchema,
    eventType: z.enum(EVENT_TYPES),
  }),
);
export type SchoolEvent = z.infer<typeof eventSchema>;
export const eventListSchema = lazySchema(() => z.array(eventSchema));

export const SYSTEM_STATUSES = ['connected', 'error', 'pending', 'not_configured'] as const;
export const systemStatusEntrySchema = lazySchema(() =>
  z.object({
    name: z.string(),
    /** connected, error, pending; anything else means not configured. */
    status: z.string(),
    message: z.string(),
    lastSync: isoDateSchema.nullable().optional(),
  }),
);
export type SystemStatusEntry = z.infer<typeof systemStatusEntrySchema>;
export const systemStatusListSchema = lazySchema(() => z.array(systemStatusEntrySchema));

/** Staff write: a teacher records a grade entry for a student they teach (POST /api/students/:id/grades). */
export const recordGradeRequestSchema = lazySchema(() =>
  z
    .object({
      assignment: z.string().trim().min(1, 'Assignment is required').max(200),
      subject: z.string().trim().min(1, 'Subject is required').max(100),
      grade: gradeLetterSchema,
      points: z.number().nonnegative().max(10000),
      maxPoints: z.number().positive().max(10000),
    })
    .refine((v) => v.points <= v.maxPoints, {
      path: ['points'],
      message: 'Points cannot be more than maxPoints',
    }),
);
export type RecordGradeRequest = z.infer<typeof recordGradeRequestSchema>;

export const ATTENDANCE_STATUSES = ['present', 'absent', 'tardy', 'excused'] as const;
export const attendanceStatusSchema = lazySchema(() => z.enum(ATTENDANCE_STATUSES));

/** Staff write: a teacher marks attendance for a student they teach (POST /api/students/:id/attendance). */
export const recordAttendanceRequestSchema = lazySchema(() =>
  z.object({
    date: z.iso.date('Date must be YYYY-MM-DD'),
    status: attendanceStatusSchema,
    note: z.string().trim().max(500).optional(),
  }),
);
export type RecordAttendanceRequest = z.infer<typeof recordAttendanceRequestSchema>;

export const attendanceRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    studentId: z.string(),
    date: z.iso.date(),
    status: attendanceStatusSchema,
    note: z.string().nullable().optional(),
  }),
);
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;
export const attendanceRecordListSchema = lazySchema(() => z.array(attendanceRecordSchema));

// --- Internal: other services ask academics (which owns the family graph) about one student ---

/** Query of academics' internal student calls (role system): on whose behalf the caller asks. */
export const studentViewerQuerySchema = lazySchema(() =>
  z.object({ userId: z.string().min(1).max(64), role: roleSchema }).strict(),
);
export type StudentViewerQuery = z.infer<typeof studentViewerQuerySchema>;

/** What another service needs of a student to file and address reports about them. */
export const studentFamilyCardSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    grade: z.string(),
    /** User ids of the parents (told live about reports on this child). */
    parentIds: z.array(z.string()),
  }),
);
export type StudentFamilyCard = z.infer<typeof studentFamilyCardSchema>;

/**
 * GET /internal/students/:id/visibility?userId=&role= (404 when the student does not exist).
 * `visible` applies academics' one access rule (parents their children, a student themself,
 * teachers whom they teach, administrators everyone); `staff` is the school's record of a
 * teacher or administrator caller (null for other roles).
 */
export const studentVisibilityResponseSchema = lazySchema(() =>
  z.object({
    visible: z.boolean(),
    student: studentFamilyCardSchema,
    staff: z
      .object({
        displayName: z.string(),
        /** Health staff (e.g. the school nurse) file health alerts for any child (decision 010). */
        healthStaff: z.boolean(),
      })
      .nullable(),
  }),
);
export type StudentVisibilityResponse = z.infer<typeof studentVisibilityResponseSchema>;

/** Query of GET /internal/students/:id/progress-data: the viewer, a period of days, a language. */
export const progressDataQuerySchema = lazySchema(() =>
  z
    .object({
      userId: z.string().min(1).max(64),
      role: roleSchema,
      from: z.iso.date(),
      to: z.iso.date(),
      lang: languageSchema.default('so'),
    })
    .strict()
    .refine((q) => q.from <= q.to, { path: ['to'], message: 'The period ends before it starts' }),
);
export type ProgressDataQuery = z.input<typeof progressDataQuerySchema>;

/**
 * The academic record of one student over a period, for the reports service's PDF (404 when the
 * student does not exist or the viewer may not see it): grades recorded, assignments due and
 * attendance days within [from, to], each in `lang`.
 */
export const progressDataResponseSchema = lazySchema(() =>
  z.object({
    student: studentFamilyCardSchema,
    grades: gradeEntryListSchema,
    assignments: assignmentListSchema,
    attendance: attendanceRecordListSchema,
  }),
);
export type ProgressDataResponse = z.infer<typeof progressDataResponseSchema>;

// --- Staff workspace (issue 13): teacher directory, classes, class attendance and grades,
// parents' absence reports, parent-teacher conferences. Served by academics (decision 014).

/**
 * Machine codes of the staff-workspace answers, each `{ error, code }` with `error` in the
 * reader's language (Accept-Language). Checks of the request schemas below carry these codes
 * as their messages, so a form validating with the same schema can show the same localized text.
 */
export const STAFF_WORKSPACE_ERROR_CODES = [
  'VALIDATION_FAILED',
  'FORBIDDEN',
  'STUDENT_NOT_FOUND',
  'CLASS_NOT_FOUND',
  'ASSIGNMENT_NOT_FOUND',
  'CONFERENCE_NOT_FOUND',
  'FUTURE_DATE',
  'DATE_OUT_OF_RANGE',
  'STUDENT_NOT_IN_CLASS',
  'DUPLICATE_STUDENT',
  'SCORE_OUT_OF_RANGE',
  'ASSIGNMENT_CHOICE',
  'TITLE_REQUIRED',
  'TITLE_TOO_LONG',
  'REASON_REQUIRED',
  'REASON_TOO_LONG',
  'NOTE_REQUIRED',
  'NOTE_TOO_LONG',
  'SLOTS_COUNT',
  'SLOT_INVALID',
  'SLOTS_OVERLAP',
  'SLOT_IN_PAST',
  'SLOT_NOT_OFFERED',
  'CONFERENCE_ALREADY_BOOKED',
  'CONFERENCE_CANCELLED',
] as const;
export type StaffWorkspaceErrorCode = (typeof STAFF_WORKSPACE_ERROR_CODES)[number];

const schoolDaySchema = lazySchema(() => z.iso.date('Date must be YYYY-MM-DD'));

/** GET /api/students/:id/teachers: one row per class the child is in (guardians, the child's staff). */
export const teacherDirectoryEntrySchema = lazySchema(() =>
  z.object({
    teacherId: z.string(),
    /** The teacher's display name as the school records it, e.g. "Ms. Sarah Johnson". */
    name: z.string(),
    /** In the reader's language; for a teacher linked to the child outside any class, the subjects of their assignments ('' when none). */
    subject: z.string(),
    /** In the reader's language; '' for a teacher linked to the child outside any class. */
    className: z.string(),
  }),
);
export type TeacherDirectoryEntry = z.infer<typeof teacherDirectoryEntrySchema>;
export const teacherDirectorySchema = lazySchema(() => z.array(teacherDirectoryEntrySchema));

/** A guardian's preferred language from identity; null when identity could not say (decision 014). */
export const guardianLanguageSchema = lazySchema(() =>
  z.object({
    userId: z.string(),
    language: languageSchema.nullable(),
  }),
);

export const classRosterStudentSchema = lazySchema(() =>
  z.object({
    studentId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** "First Last". */
    name: z.string(),
    /** Grade level, e.g. "8". */
    grade: z.string(),
    /**
     * The language to write to this family in: 'so' when any guardian reads Somali, else 'en';
     * null when no guardian's language could be looked up (identity unreachable) or there is none.
     */
    familyLanguage: languageSchema.nullable(),
    guardians: z.array(guardianLanguageSchema),
  }),
);
export type ClassRosterStudent = z.infer<typeof classRosterStudentSchema>;

/** GET /api/staff/classes: a teacher's classes (an administrator: every class), with rosters. */
export const staffClassSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** In the reader's language, e.g. "Math, grades 5–8". */
    name: z.string(),
    subject: z.string(),
    teacherId: z.string(),
    teacherName: z.string(),
    /** By last name, then first name. */
    students: z.array(classRosterStudentSchema),
  }),
);
export type StaffClass = z.infer<typeof staffClassSchema>;
export const staffClassListSchema = lazySchema(() => z.array(staffClassSchema));

export const CLASS_MAX_STUDENTS = 200;

/** One student's mark in a class attendance request (a student left out counts as present). */
export const classAttendanceEntryInputSchema = lazySchema(() =>
  z
    .object({
      studentId: objectIdSchema,
      status: attendanceStatusSchema,
      note: z.string().trim().max(500, 'NOTE_TOO_LONG').optional(),
    })
    .strict(),
);

function noDuplicateStudents(entries: readonly { studentId: string }[]): boolean {
  const ids = entries.map((e) => e.studentId.toLowerCase());
  return new Set(ids).size === ids.length;
}

/**
 * POST /api/staff/classes/:id/attendance: the whole class for one day in one request, all or
 * nothing. Students left out are present, except one whose parent reported an absence for that
 * day (excused, with the parent's reason) and one whose day another class or a single-record
 * write already recorded (kept). Posting the same day again updates that day's records.
 */
export const classAttendanceRequestSchema = lazySchema(() =>
  z
    .object({
      date: schoolDaySchema,
      entries: z
        .array(classAttendanceEntryInputSchema)
        .max(CLASS_MAX_STUDENTS)
        .refine(noDuplicateStudents, 'DUPLICATE_STUDENT')
        .default([]),
    })
    .strict(),
);
export type ClassAttendanceRequest = z.input<typeof classAttendanceRequestSchema>;

/** GET /api/staff/classes/:id/attendance?date=YYYY-MM-DD (default today). */
export const classAttendanceQuerySchema = lazySchema(() =>
  z.object({ date: schoolDaySchema.optional() }),
);

export const ABSENCE_KINDS = ['absent', 'late'] as const;
export const absenceKindSchema = lazySchema(() => z.enum(ABSENCE_KINDS));
export const ABSENCE_REASON_MAX_LENGTH = 500;
/** A parent reports an absence for today or a day up to this many days ahead. */
export const ABSENCE_REPORT_MAX_DAYS_AHEAD = 30;

/** What a parent told the school about a child's day. */
export const absenceReportSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    studentId: z.string(),
    date: z.iso.date(),
    kind: absenceKindSchema,
    /** As the parent wrote it (never translated). */
    reason: z.string(),
    reasonLanguage: languageSchema,
    reportedAt: isoDateSchema,
  }),
);
export type AbsenceReport = z.infer<typeof absenceReportSchema>;
export const absenceReportListSchema = lazySchema(() => z.array(absenceReportSchema));

/**
 * POST /api/students/:id/absence-reports (a guardian of the child only; anyone else 404): for
 * today or up to 30 days ahead. A second report for the same child and day replaces the first.
 */
export const absenceReportRequestSchema = lazySchema(() =>
  z
    .object({
      date: schoolDaySchema,
      kind: absenceKindSchema,
      reason: z
        .string()
        .trim()
        .min(1, 'REASON_REQUIRED')
        .max(ABSENCE_REASON_MAX_LENGTH, 'REASON_TOO_LONG'),
      reasonLanguage: languageSchema,
    })
    .strict(),
);
export type AbsenceReportRequest = z.input<typeof absenceReportRequestSchema>;

/**
 * How the teacher's screen shows a student's day: the recorded status, 'excused-pending' when a
 * parent reported an absence or late arrival that the day's record has not settled (not recorded,
 * absent or tardy), 'unrecorded' when nothing is recorded or reported.
 */
export const CLASS_ATTENDANCE_STATES = [
  ...ATTENDANCE_STATUSES,
  'excused-pending',
  'unrecorded',
] as const;

export const classAttendanceEntrySchema = lazySchema(() =>
  z.object({
    studentId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    state: z.enum(CLASS_ATTENDANCE_STATES),
    /** The day's record (null: not recorded yet), whoever recorded it. */
    status: attendanceStatusSchema.nullable(),
    note: z.string().nullable(),
    /** Whether this class wrote the day's record (false: another class or a single-record write). */
    recordedHere: z.boolean(),
    absenceReport: absenceReportSchema.nullable(),
  }),
);
export type ClassAttendanceEntry = z.infer<typeof classAttendanceEntrySchema>;

/** The class's day: the answer of GET and of POST /api/staff/classes/:id/attendance. */
export const classAttendanceDaySchema = lazySchema(() =>
  z.object({
    classId: z.string(),
    className: z.string(),
    date: z.iso.date(),
    entries: z.array(classAttendanceEntrySchema),
  }),
);
export type ClassAttendanceDay = z.infer<typeof classAttendanceDaySchema>;

export const ASSIGNMENT_MAX_SCORE = 10000;

/** A new assignment given with the first scores recorded for it. */
export const newClassAssignmentSchema = lazySchema(() =>
  z
    .object({
      title: z.string().trim().min(1, 'TITLE_REQUIRED').max(200, 'TITLE_TOO_LONG'),
      dueDate: schoolDaySchema,
      maxScore: z.number().positive().max(ASSIGNMENT_MAX_SCORE),
    })
    .strict(),
);

/**
 * POST /api/staff/classes/:id/grades: scores of one assignment across the class, all or
 * nothing. Exactly one of `assignmentId` (an assignment of this class) and `assignment` (a new
 * one). Scores are 0..maxScore; every student must be in the class. A student scored again gets
 * the new score (no second grade entry).
 */
export const classGradesRequestSchema = lazySchema(() =>
  z
    .object({
      assignmentId: objectIdSchema.optional(),
      assignment: newClassAssignmentSchema.optional(),
      entries: z
        .array(
          z
            .object({
              studentId: objectIdSchema,
              score: z.number().min(0, 'SCORE_OUT_OF_RANGE').max(ASSIGNMENT_MAX_SCORE),
            })
            .strict(),
        )
        .min(1)
        .max(CLASS_MAX_STUDENTS)
        .refine(noDuplicateStudents, 'DUPLICATE_STUDENT'),
    })
    .strict()
    .refine((v) => (v.assignmentId === undefined) !== (v.assignment === undefined), {
      message: 'ASSIGNMENT_CHOICE',
      path: ['assignmentId'],
    })
    .refine(
      ({ assignment, entries }) =>
        !assignment || entries.every((e) => e.score <= assignment.maxScore),
      { message: 'SCORE_OUT_OF_RANGE', path: ['entries'] },
    ),
);
export type ClassGradesRequest = z.input<typeof classGradesRequestSchema>;

export const classAssignmentScoreSchema = lazySchema(() =>
  z.object({
    studentId: z.string(),
    score: z.number(),
    /** The district letter for score/maxScore. */
    grade: z.string(),
    recordedAt: isoDateSchema,
  }),
);

/** An assignment of a class with the scores recorded for it (the gradebook). */
export const classAssignmentSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    classId: z.string(),
    title: z.string(),
    subject: z.string(),
    dueDate: z.iso.date(),
    maxScore: z.number(),
    createdAt: isoDateSchema,
    scores: z.array(classAssignmentScoreSchema),
  }),
);
export type ClassAssignment = z.infer<typeof classAssignmentSchema>;
/** GET /api/staff/classes/:id/assignments: newest due date first. */
export const classAssignmentListSchema = lazySchema(() => z.array(classAssignmentSchema));

/** The answer of POST /api/staff/classes/:id/grades (201 when the assignment is new, else 200). */
export const classGradesResponseSchema = lazySchema(() =>
  z.object({
    assignment: classAssignmentSchema,
    /** The students whose score is new or changed by this request (their families were told). */
    changed: z.array(z.string()),
  }),
);
export type ClassGradesResponse = z.infer<typeof classGradesResponseSchema>;

export const CONFERENCE_STATUSES = ['offered', 'booked', 'cancelled'] as const;
export const CONFERENCE_MAX_SLOTS = 10;
export const CONFERENCE_SLOT_MAX_MINUTES = 180;
export const CONFERENCE_NOTE_MAX_LENGTH = 500;

export const conferenceSlotSchema = lazySchema(() =>
  z.object({ start: isoDateSchema, end: isoDateSchema }),
);
export type ConferenceSlot = z.infer<typeof conferenceSlotSchema>;

const noteField = lazySchema(() =>
  z.string().trim().min(1, 'NOTE_REQUIRED').max(CONFERENCE_NOTE_MAX_LENGTH, 'NOTE_TOO_LONG'),
);

const slotInputSchema = lazySchema(() =>
  z
    .object({ start: isoDateSchema, end: isoDateSchema })
    .strict()
    .refine(
      (s) => {
        const minutes = (Date.parse(s.end) - Date.parse(s.start)) / 60_000;
        return minutes > 0 && minutes <= CONFERENCE_SLOT_MAX_MINUTES;
      },
      { message: 'SLOT_INVALID' },
    ),
);

function slotsApart(slots: readonly { start: string; end: string }[]): boolean {
  const sorted = slots
    .map((s) => ({ start: Date.parse(s.start), end: Date.parse(s.end) }))
    .sort((a, b) => a.start - b.start);
  return sorted.every((s, i) => i === 0 || (sorted[i - 1]?.end ?? s.start) <= s.start);
}

/**
 * POST /api/conferences (a teacher of the child, or an administrator): times the family may pick
 * from. Slots in the past → 400 SLOT_IN_PAST; a child the teacher does not teach → 404.
 * `language`: what `note` is written in (default: the request's language).
 */
export const offerConferenceRequestSchema = lazySchema(() =>
  z
    .object({
      studentId: objectIdSchema,
      slots: z
        .array(slotInputSchema)
        .min(1, 'SLOTS_COUNT')
        .max(CONFERENCE_MAX_SLOTS, 'SLOTS_COUNT')
        .refine(slotsApart, 'SLOTS_OVERLAP'),
      note: noteField.optional(),
      language: languageSchema.optional(),
    })
    .strict(),
);
export type OfferConferenceRequest = z.input<typeof offerConferenceRequestSchema>;

/** POST /api/conferences/:id/book (a guardian of the child): the first pick wins, later ones 409. */
export const bookConferenceRequestSchema = lazySchema(() =>
  z.object({ slotStart: isoDateSchema }).strict(),
);
export type BookConferenceRequest = z.input<typeof bookConferenceRequestSchema>;

/** POST /api/conferences/:id/cancel (a guardian, the teacher who offered it, an administrator). */
export const cancelConferenceRequestSchema = lazySchema(() =>
  z.object({ note: noteField, language: languageSchema.optional() }).strict(),
);
export type CancelConferenceRequest = z.input<typeof cancelConferenceRequestSchema>;

export const conferenceSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    studentId: z.string(),
    studentName: z.string(),
    teacherId: z.string(),
    teacherName: z.string(),
    /** Earliest first. */
    slots: z.array(conferenceSlotSchema),
    /** The teacher's note as written, and its language. */
    note: z.string().nullable(),
    noteLanguage: languageSchema.nullable(),
    status: z.enum(CONFERENCE_STATUSES),
    bookedSlot: conferenceSlotSchema.nullable(),
    bookedAt: isoDateSchema.nullable(),
    cancellation: z
      .object({
        /** Who cancelled: the family or the school (the teacher or an administrator). */
        by: z.enum(['family', 'school']),
        note: z.string(),
        noteLanguage: languageSchema,
        at: isoDateSchema,
      })
      .nullable(),
    createdAt: isoDateSchema,
  }),
);
export type Conference = z.infer<typeof conferenceSchema>;
/**
 * GET /api/conferences: a parent's children's, a teacher's own, an administrator's all; booked
 * and open ones by their time, soonest first. `?studentId=` and `?status=` narrow it.
 */
export const conferenceListSchema = lazySchema(() => z.array(conferenceSchema));
/** Most updates one read answers (GET /api/updates, the "view all" list). */
export const UPDATES_LIST_MAX = 200;

/** GET /api/updates?limit=: the newest `limit` only (the home page asks for a few). */
export const updateListQuerySchema = lazySchema(() =>
  z.object({
    limit: z.coerce.number().int().min(1).max(UPDATES_LIST_MAX).optional(),
  }),
);

/** The most GET /api/students/:id/attendance?limit= answers: a school year has about 180 days. */
export const ATTENDANCE_LIST_MAX = 200;

/**
 * GET /api/students/:id/attendance?limit=: the newest `limit` days only (the calendar shows the
 * latest few until the reader asks for all); without it, every day recorded.
 */
export const attendanceListQuerySchema = lazySchema(() =>
  z.object({
    limit: z.coerce.number().int().min(1).max(ATTENDANCE_LIST_MAX).optional(),
  }),
);

export const conferenceListQuerySchema = lazySchema(() =>
  z.object({
    studentId: objectIdSchema.optional(),
    status: z.enum(CONFERENCE_STATUSES).optional(),
  }),
);
