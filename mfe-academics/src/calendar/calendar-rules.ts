import type { AttendanceRecord, SchoolEvent } from '@d742/contracts';
import { startOfDay } from '../lib/dates';

/** Events from the start of today on (an evening event stays listed all day), soonest first. */
export function upcomingEvents<T extends Pick<SchoolEvent, 'eventDate'>>(
  events: readonly T[],
  now: number,
): T[] {
  const today = startOfDay(now);
  return events
    .filter((e) => Date.parse(e.eventDate) >= today)
    .sort((a, b) => Date.parse(a.eventDate) - Date.parse(b.eventDate));
}

/** Attendance records, most recent day first. */
export function recentFirst<T extends Pick<AttendanceRecord, 'date'>>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => b.date.localeCompare(a.date));
}
