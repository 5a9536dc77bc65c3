import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { isoDateSchema, isoDaySchema, languageSchema, localizedInputField } from './common';
import { REPORT_DATE_RANGES, REPORT_INCLUDES, REPORT_TYPES } from './constants';

export const BEHAVIOR_TYPES = ['positive', 'warning', 'incident'] as const;
export const behaviorReportSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    studentId: z.string().optional(),
    /** positive, warning, incident; anything else is shown as Note. */
    type: z.string(),
    title: z.string(),
    description: z.string(),
    teacherName: z.string(),
    category: z.string(),
    createdAt: isoDateSchema,
    audioMessageUrl: z.string().nullable().optional(),
    audioMessageSomali: z.string().nullable().optional(),
    actionRequired: z.boolean(),
  }),
);
export type BehaviorReport = z.infer<typeof behaviorReportSchema>;
export const behaviorReportListSchema = lazySchema(() => z.array(behaviorReportSchema));

export const HEALTH_SEVERITIES = ['high', 'medium', 'low'] as const;
export const healthAlertSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    studentId: z.string().optional(),
    /** high, medium, low; otherwise Normal. */
    severity: z.string(),
    summary: z.string(),
    details: z.string().nullable().optional(),
    actionTaken: z.string().nullable().optional(),
    nurseName: z.string(),
    type: z.string(),
    createdAt: isoDateSchema,
    parentContactRequired: z.boolean(),
    followUpRequired: z.boolean(),
  }),
);
export type HealthAlert = z.infer<typeof healthAlertSchema>;
export const healthAlertListSchema = lazySchema(() => z.array(healthAlertSchema));

// --- Staff writes (beyond spec section 7) ---------------------------------------------------
// POST /api/students/:id/behavior-reports: a teacher of the child or an administrator.
// POST /api/students/:id/health-alerts: an administrator or health staff (docs/decisions).
// Both answer 201 with the stored item in the reader's language and tell the child's parents live.

/** Stored types: positive, warning and incident have their own colours; note shows as 'Note'. */
export const BEHAVIOR_REPORT_TYPES = [...BEHAVIOR_TYPES, 'note'] as const;
export type BehaviorReportType = (typeof BEHAVIOR_REPORT_TYPES)[number];
/** Stored severities: high, medium and low have badges of their own; normal shows as 'Normal'. */
export const HEALTH_ALERT_SEVERITIES = [...HEALTH_SEVERITIES, 'normal'] as const;
export type HealthAlertSeverity = (typeof HEALTH_ALERT_SEVERITIES)[number];

export const REPORT_TEXT_LIMITS = {
  title: 120,
  description: 2000,
  category: 60,
  type: 60,
  summary: 200,
  details: 2000,
  actionTaken: 1000,
} as const;

export const fileBehaviorReportRequestSchema = lazySchema(() =>
  z
    .object({
      type: z.enum(BEHAVIOR_REPORT_TYPES, {
        error: 'Type must be positive, warning, incident or note',
      }),
      title: localizedInputField('Title', REPORT_TEXT_LIMITS.title),
      description: localizedInputField('Description', REPORT_TEXT_LIMITS.description),
      category: localizedInputField('Category', REPORT_TEXT_LIMITS.category),
      actionRequired: z.boolean().default(false),
      /** The language plain-text fields are written in (informative). */
      language: languageSchema.optional(),
    })
    .strict(),
);
export type FileBehaviorReportRequest = z.input<typeof fileBehaviorReportRequestSchema>;
export type FileBehaviorReportInput = z.output<typeof fileBehaviorReportRequestSchema>;

export const fileHealthAlertRequestSchema = lazySchema(() =>
  z
    .object({
      severity: z.enum(HEALTH_ALERT_SEVERITIES, {
        error: 'Severity must be high, medium, low or normal',
      }),
      type: localizedInputField('Type', REPORT_TEXT_LIMITS.type),
      summary: localizedInputField('Summary', REPORT_TEXT_LIMITS.summary),
      details: localizedInputField('Details', REPORT_TEXT_LIMITS.details).optional(),
      actionTaken: localizedInputField('Action taken', REPORT_TEXT_LIMITS.actionTaken).optional(),
      parentContactRequired: z.boolean().default(false),
      followUpRequired: z.boolean().default(false),
      language: languageSchema.optional(),
    })
    .strict(),
);
export type FileHealthAlertRequest = z.input<typeof fileHealthAlertRequestSchema>;
export type FileHealthAlertInput = z.output<typeof fileHealthAlertRequestSchema>;

// --- PDF progress report: POST /api/students/:id/progress-report → application/pdf ---------

export const progressReportRequestSchema = lazySchema(() =>
  z
    .object({
      type: z.enum(REPORT_TYPES, {
        error: 'Report type must be comprehensive, grades-only, behavior-only or progress-summary',
      }),
      dateRange: z.enum(REPORT_DATE_RANGES, {
        error: 'Period must be current-quarter, current-semester, school-year or last-30-days',
      }),
      includes: z
        .array(z.enum(REPORT_INCLUDES, { error: 'Unknown section' }))
        .min(1, 'Choose at least one section')
        .max(REPORT_INCLUDES.length)
        .refine((list) => new Set(list).size === list.length, 'A section is named twice'),
    })
    .strict(),
);
export type ProgressReportRequest = z.infer<typeof progressReportRequestSchema>;
export type ReportType = (typeof REPORT_TYPES)[number];
export type ReportDateRange = (typeof REPORT_DATE_RANGES)[number];
export type ReportInclude = (typeof REPORT_INCLUDES)[number];

// --- The district's school-year calendar: GET /api/school-calendar ----------------------------

export const schoolTermSchema = lazySchema(() =>
  z
    .object({ start: isoDaySchema, end: isoDaySchema })
    .refine((t) => t.start <= t.end, 'A term ends before it starts'),
);
export type SchoolTerm = z.infer<typeof schoolTermSchema>;

/** Quarter and semester boundaries of the report periods ('current-quarter', 'current-semester'). */
export const schoolCalendarSchema = lazySchema(() =>
  z
    .object({
      /** e.g. 2026-2027 */
      schoolYear: z.string().regex(/^\d{4}-\d{4}$/, 'School year must look like 2026-2027'),
      quarters: z.array(schoolTermSchema).length(4),
      semesters: z.array(schoolTermSchema).length(2),
    })
    .refine(
      (c) => c.quarters.every((q, i) => i === 0 || c.quarters[i - 1]!.end < q.start),
      'Quarters must follow each other without overlapping',
    ),
);
export type SchoolCalendar = z.infer<typeof schoolCalendarSchema>;
