import { toDateOnly } from '@d742/platform';

const DAY_MS = 86_400_000;

/** The school's day of a moment, YYYY-MM-DD: days are UTC dates, as the service counts them (decision 014). */
export function schoolDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** The day `days` after a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return schoolDay(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS);
}

/**
 * The day attendance opens on: the reader's own today, unless the school's day (UTC) is still
 * behind it (east of UTC after midnight), since the school takes no attendance for days to come.
 */
export function attendanceDay(now: number): string {
  const local = toDateOnly(new Date(now));
  const school = schoolDay(now);
  return local < school ? local : school;
}

/**
 * The first day a parent may report an absence for: the reader's today, or the school's when the
 * school's day (UTC) is already ahead (a Minnesota evening), since the school counts from its own.
 */
export function firstReportableDay(now: number): string {
  const local = toDateOnly(new Date(now));
  const school = schoolDay(now);
  return local > school ? local : school;
}

/** A local date and clock time ('YYYY-MM-DD', 'HH:MM') as an instant (ISO, UTC). */
export function localInstant(day: string, time: string): string | null {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  if ([year, month, date, hours, minutes].some((n) => n === undefined || Number.isNaN(n)))
    return null;
  const at = new Date(year!, month! - 1, date, hours, minutes);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
