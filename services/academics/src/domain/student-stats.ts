import { GRADE_POINTS } from '@d742/contracts';
import type { AttendanceStatus } from '../models';

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** Mean grade points of the recorded letters (2 decimals); null when nothing is recorded. */
export function computeGpa(letters: readonly string[]): number | null {
  const points = letters
    .map((l) => GRADE_POINTS[l.trim().toUpperCase()])
    .filter((p): p is number => p !== undefined);
  if (points.length === 0) return null;
  return round(points.reduce((sum, p) => sum + p, 0) / points.length, 2);
}

const ATTENDED: ReadonlySet<AttendanceStatus> = new Set(['present', 'tardy']);

/** Percent of school days attended, tardy counting as attended (1 decimal); null when nothing is recorded. */
export function computeAttendanceRate(statuses: readonly AttendanceStatus[]): number | null {
  if (statuses.length === 0) return null;
  const attended = statuses.filter((s) => ATTENDED.has(s)).length;
  return round((attended / statuses.length) * 100, 1);
}
