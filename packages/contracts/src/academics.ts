import { z } from 'zod';
import { isoDateSchema, languageSchema, roleSchema } from './common';

export const GRADE_LETTERS = ['A+', 'A', 'B+', 'B', 'C+', 'C', 'D', 'F'] as const;
export const gradeLetterSchema = z.enum(GRADE_LETTERS);
export type GradeLetter = z.infer<typeof gradeLetterSchema>;

export const studentSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Grade level, e.g. "5" or "Grade 5". */
  grade: z.string(),
  /** Computed from recorded grade entries; null when there are none (shown as '0.0'). */
  gpa: z.number().min(0).max(4.3).nullable().optional(),
  /** Percent 0-100 computed from attendance records; null when none (shown as '0%'). */
  attendanceRate: z.number().min(0).max(100).nullable().optional(),
});
export type Student = z.infer<typeof studentSchema>;
export const studentListSchema = z.array(studentSchema);

export const ASSIGNMENT_STATUSES = ['pending', 'submitted', 'graded'] as const;
export const ASSIGNMENT_PRIORITIES = ['high', 'normal', 'low'] as const;
export const assignmentSchema = z.object({
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
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentListSchema = z.array(assignmentSchema);

export const gradeEntrySchema = z.object({
  id: z.string(),
  studentId: z.string().optional(),
  assignment: z.string(),
  subject: z.string(),
  teacherName: z.string(),
  grade: z.string(),
  points: z.number().nonnegative(),
  maxPoints: z.number().positive(),
  recordedAt: isoDateSchema.optional(),
});
export type GradeEntry = z.infer<typeof gradeEntrySchema>;
export const gradeEntryListSchema = z.array(gradeEntrySchema);

export const UPDATE_TYPES = ['grade', 'assignment', 'event', 'attendance', 'other'] as const;
export const updateSchema = z.object({
  id: z.string(),
  type: z.enum(UPDATE_TYPES),
  title: z.string(),
  description: z.string(),
  createdAt: isoDateSchema,
  teacherName: z.string().optional(),
  subject: z.string().optional(),
});
export type Update = z.infer<typeof updateSchema>;
export const updateListSchema = z.array(updateSchema);

export const EVENT_TYPES = ['conference', 'meeting', 'event', 'other'] as const;
export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  eventDate: isoDateSchema,
  eventType: z.enum(EVENT_TYPES),
});
export type SchoolEvent = z.infer<typeof eventSchema>;
export const eventListSchema = z.array(eventSchema);

export const SYSTEM_STATUSES = ['connected', 'error', 'pending', 'not_configured'] as const;
export const systemStatusEntrySchema = z.object({
  name: z.string(),
  /** connected, error, pending; anything else means not configured. */
  status: z.string(),
  message: z.string(),
  lastSync: isoDateSchema.nullable().optional(),
});
export type SystemStatusEntry = z.infer<typeof systemStatusEntrySchema>;
export const systemStatusListSchema = z.array(systemStatusEntrySchema);

/** Staff write: a teacher records a grade entry for a student they teach (POST /api/students/:id/grades). */
export const recordGradeRequestSchema = z
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
  });
export type RecordGradeRequest = z.infer<typeof recordGradeRequestSchema>;

export const ATTENDANCE_STATUSES = ['present', 'absent', 'tardy', 'excused'] as const;
export const attendanceStatusSchema = z.enum(ATTENDANCE_STATUSES);

/** Staff write: a teacher marks attendance for a student they teach (POST /api/students/:id/attendance). */
export const recordAttendanceRequestSchema = z.object({
  date: z.iso.date('Date must be YYYY-MM-DD'),
  status: attendanceStatusSchema,
  note: z.string().trim().max(500).optional(),
});
export type RecordAttendanceRequest = z.infer<typeof recordAttendanceRequestSchema>;

export const attendanceRecordSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  date: z.iso.date(),
  status: attendanceStatusSchema,
  note: z.string().nullable().optional(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;
export const attendanceRecordListSchema = z.array(attendanceRecordSchema);

// --- Internal: other services ask academics (which owns the family graph) about one student ---

/** Query of academics' internal student calls (role system): on whose behalf the caller asks. */
export const studentViewerQuerySchema = z
  .object({ userId: z.string().min(1).max(64), role: roleSchema })
  .strict();
export type StudentViewerQuery = z.infer<typeof studentViewerQuerySchema>;

/** What another service needs of a student to file and address reports about them. */
export const studentFamilyCardSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  grade: z.string(),
  /** User ids of the parents (told live about reports on this child). */
  parentIds: z.array(z.string()),
});
export type StudentFamilyCard = z.infer<typeof studentFamilyCardSchema>;

/**
 * GET /internal/students/:id/visibility?userId=&role= (404 when the student does not exist).
 * `visible` applies academics' one access rule (parents their children, a student themself,
 * teachers whom they teach, administrators everyone); `staff` is the school's record of a
 * teacher or administrator caller (null for other roles).
 */
export const studentVisibilityResponseSchema = z.object({
  visible: z.boolean(),
  student: studentFamilyCardSchema,
  staff: z
    .object({
      displayName: z.string(),
      /** Health staff (e.g. the school nurse) file health alerts for any child (decision 010). */
      healthStaff: z.boolean(),
    })
    .nullable(),
});
export type StudentVisibilityResponse = z.infer<typeof studentVisibilityResponseSchema>;

/** Query of GET /internal/students/:id/progress-data: the viewer, a period of days, a language. */
export const progressDataQuerySchema = z
  .object({
    userId: z.string().min(1).max(64),
    role: roleSchema,
    from: z.iso.date(),
    to: z.iso.date(),
    lang: languageSchema.default('so'),
  })
  .strict()
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'The period ends before it starts' });
export type ProgressDataQuery = z.input<typeof progressDataQuerySchema>;

/**
 * The academic record of one student over a period, for the reports service's PDF (404 when the
 * student does not exist or the viewer may not see it): grades recorded, assignments due and
 * attendance days within [from, to], each in `lang`.
 */
export const progressDataResponseSchema = z.object({
  student: studentFamilyCardSchema,
  grades: gradeEntryListSchema,
  assignments: assignmentListSchema,
  attendance: attendanceRecordListSchema,
});
export type ProgressDataResponse = z.infer<typeof progressDataResponseSchema>;
