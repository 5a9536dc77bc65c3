const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** `now` shifted by whole/fractional days, optionally snapped to an hour of that UTC day. */
export function daysFrom(now: Date, days: number, utcHour?: number): Date {
  const date = new Date(now.getTime() + days * DAY_MS);
  if (utcHour !== undefined) date.setUTCHours(utcHour, 0, 0, 0);
  return date;
}

export function hoursFrom(now: Date, hours: number): Date {
  return new Date(now.getTime() + hours * HOUR_MS);
}

/** The `count` most recent school days (Mon-Fri) before today, newest first, at 00:00 UTC. */
export function recentSchoolDays(now: Date, count: number): Date[] {
  const days: Date[] = [];
  const cursor = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  while (days.length < count) {
    cursor.setUTCDate(cursor.getUTCDate() - 1);
    const weekday = cursor.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(new Date(cursor));
  }
  return days;
}
