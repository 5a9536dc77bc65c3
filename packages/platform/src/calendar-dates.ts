import type { TFunction } from 'i18next';

// Month and weekday names come from each app's own resources (`dates.months.*`, `dates.weekdays.*`):
// browsers' Intl data often lacks Somali. These are the pieces every app's date formats share.
const MONTH_KEYS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The month of `date` (local time) from the resources: "March" / "Maarso". */
export function monthName(date: Date, t: TFunction): string {
  return t(`dates.months.${MONTH_KEYS[date.getMonth()]}`);
}

/** The weekday of `date` (local time) from the resources: "Thu" / "Khamiis". */
export function weekdayName(date: Date, t: TFunction): string {
  return t(`dates.weekdays.${WEEKDAY_KEYS[date.getDay()]}`);
}

/** A calendar date 'YYYY-MM-DD' as local midnight (new Date('YYYY-MM-DD') would be UTC midnight). */
export function parseDateOnly(value: string): Date {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** The local calendar day of `date` as 'YYYY-MM-DD' (toISOString would give the UTC day). */
export function toDateOnly(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}
