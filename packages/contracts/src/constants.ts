/** Business constants of spec section 9. One place, used by services, clients and tests. */

export const DISTRICT_LABEL = 'District 742';
export const DEFAULT_LANGUAGE = 'so' as const;
export const FALLBACK_LANGUAGE = 'so' as const;

/** Who works in the staff workspace, sends to families and reads the staff pages: teachers and administrators. */
export const STAFF_ROLES = ['teacher', 'admin'] as const;

export function isStaffRole(role: string | null | undefined): boolean {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}

export const RECENT_UPDATES_COUNT = 3;
/** The attendance days a child's calendar card shows until the reader asks for all of them. */
export const RECENT_ATTENDANCE_COUNT = 5;
export const LIVE_NOTIFICATION_BUFFER = 100;

/** Live toast durations (ms) and whether they show as destructive. */
export const LIVE_TOAST = {
  notification: { durationMs: 5000, destructive: false },
  grade_update: { durationMs: 8000, destructive: false },
  attendance_alert: { durationMs: 10000, destructive: true },
  new_message: { durationMs: 6000, destructive: false },
  /** destructive only when severity is high */
  system_alert: { durationMs: 12000, destructive: 'when-high' },
} as const;

export const RELATIVE_TIME = { hourMs: 3_600_000, dayMs: 86_400_000 } as const;

export const SYSTEM_STATUS_REFETCH_MS = 30_000;
export const TRANSLATOR_MAX_RECORDING_MS = 30_000;

export const ACCESS_CODE_MAX_LENGTH = 12;
export const ACCESS_CODE_MAX_ATTEMPTS = 3;
export const ACCESS_CODE_BLOCK_MS = 300_000;
export const PASSCODE_MAX_LENGTH = 6;

export const INSTALL_SUCCESS_TOAST_MS = 3_000;
export const SERVICE_WORKER_SCOPE = '/';

export const TOAST = {
  limit: 1,
  durationMs: 5000,
  swipeDirection: 'right',
  swipeThresholdPx: 50,
  maxWidthPx: 420,
  hotkey: ['F8'],
  label: 'Notification',
} as const;

export const TOOLTIP = { delayDurationMs: 700, skipDelayDurationMs: 300 } as const;

export const REPORT_TYPES = [
  'comprehensive',
  'grades-only',
  'behavior-only',
  'progress-summary',
] as const;
export const REPORT_DATE_RANGES = [
  'current-quarter',
  'current-semester',
  'school-year',
  'last-30-days',
] as const;
export const REPORT_INCLUDES = [
  'grades',
  'assignments',
  'behavior',
  'attendance',
  'comments',
] as const;

export const VOICE_CONTEXTS = ['parent-teacher', 'educational', 'general'] as const;

export type BadgeTone = 'success' | 'primary' | 'warning' | 'error' | 'neutral';
/** Grade badge colours: A/A+ success, B/B+ primary, C/C+ warning, D/F error, other neutral. */
export function gradeTone(grade: string): BadgeTone {
  switch (grade.trim().toUpperCase()) {
    case 'A':
    case 'A+':
      return 'success';
    case 'B':
    case 'B+':
      return 'primary';
    case 'C':
    case 'C+':
      return 'warning';
    case 'D':
    case 'F':
      return 'error';
    default:
      return 'neutral';
  }
}

/** Assignment priority border: high red, normal yellow, otherwise green. */
export function priorityBorder(priority: string): 'red' | 'yellow' | 'green' {
  if (priority === 'high') return 'red';
  if (priority === 'normal') return 'yellow';
  return 'green';
}

export const DUE_SOON_DAYS = 1;

/**
 * The 404 of a student the caller may not see, or of none (academics' and reports' student routes
 * and the staff workspace answer alike, so another family's ids reveal nothing), in both languages.
 */
export const STUDENT_NOT_FOUND_TEXT = {
  so: 'Ardaygan lama helin.',
  en: 'Student not found.',
} as const;

export const PROFILE_NOTIFICATION_DEFAULTS = { push: true, email: true, sms: false } as const;

/** Grade points used to compute GPA from recorded letters. */
export const GRADE_POINTS: Readonly<Record<string, number>> = {
  'A+': 4.0,
  A: 4.0,
  'B+': 3.3,
  B: 3.0,
  'C+': 2.3,
  C: 2.0,
  D: 1.0,
  F: 0.0,
};
