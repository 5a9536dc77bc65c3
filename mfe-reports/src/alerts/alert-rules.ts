import {
  BEHAVIOR_TYPES,
  HEALTH_SEVERITIES,
  type Assignment,
  type AttendanceRecord,
  type GradeEntry,
} from '@d742/contracts';
import type { BadgeTone } from '@d742/ui';
import { type PeriodBounds, isWithin } from '../lib/report-periods';

export type BehaviorKind = (typeof BEHAVIOR_TYPES)[number] | 'note';
export type SeverityKind = (typeof HEALTH_SEVERITIES)[number] | 'normal';

/** positive, warning, incident keep their name; anything else (the stored 'note' included) is a Note. */
export function behaviorKind(type: string): BehaviorKind {
  const known = BEHAVIOR_TYPES.find((kind) => kind === type.trim().toLowerCase());
  return known ?? 'note';
}

export const BEHAVIOR_TONES: Record<BehaviorKind, BadgeTone> = {
  positive: 'success',
  warning: 'warning',
  incident: 'destructive',
  note: 'neutral',
};

/** high, medium, low keep their name; anything else reads Normal. */
export function severityKind(severity: string): SeverityKind {
  const known = HEALTH_SEVERITIES.find((kind) => kind === severity.trim().toLowerCase());
  return known ?? 'normal';
}

export const SEVERITY_TONES: Record<SeverityKind, BadgeTone> = {
  high: 'destructive',
  medium: 'warning',
  low: 'primary',
  normal: 'neutral',
};

/** Attendance the family should see: every kind of absence and late arrival. */
const NOT_PRESENT: ReadonlySet<AttendanceRecord['status']> = new Set([
  'absent',
  'tardy',
  'excused',
]);

/** Absences and late arrivals within the period, most recent first. */
export function missedDays(
  records: readonly AttendanceRecord[],
  period: PeriodBounds,
): AttendanceRecord[] {
  return records
    .filter((record) => NOT_PRESENT.has(record.status) && isWithin(record.date, period))
    .sort((a, b) => b.date.localeCompare(a.date));
}

/**
 * Below C: C-, any D or E, F. Letters arrive as strings (teachers' systems differ), so anything
 * that is not a letter grade is left out rather than guessed at.
 */
export function isBelowC(grade: string): boolean {
  const match = /^([A-F])([+-]?)$/.exec(grade.trim().toUpperCase());
  if (!match) return false;
  const [, letter, sign] = match;
  return letter === 'D' || letter === 'E' || letter === 'F' || (letter === 'C' && sign === '-');
}

export function lowGrades(grades: readonly GradeEntry[]): GradeEntry[] {
  return grades.filter((entry) => isBelowC(entry.grade));
}

/** Pending work whose due date has passed, the longest overdue first. */
export function missingWork(assignments: readonly Assignment[], now: number): Assignment[] {
  return assignments
    .filter((a) => a.status === 'pending' && Date.parse(a.dueDate) < now)
    .sort((a, b) => Date.parse(a.dueDate) - Date.parse(b.dueDate));
}
