import { monthName, parseDateOnly, toDateOnly } from '@d742/platform';
import type { TFunction } from 'i18next';

export { parseDateOnly, toDateOnly } from '@d742/platform';

/** 'YYYY-MM-DD' `days` calendar days before `day`. */
export function daysBefore(day: string, days: number): string {
  const date = parseDateOnly(day);
  date.setDate(date.getDate() - days);
  return toDateOnly(date);
}

/** "9 Nov" / "9 Nofembar". */
export function formatShortDay(day: string, t: TFunction): string {
  const date = parseDateOnly(day);
  return t('dates.short', { day: date.getDate(), month: monthName(date, t) });
}

/** "9 Nov – 22 Jan". */
export function formatDayRange(start: string, end: string, t: TFunction): string {
  return t('dates.range', { start: formatShortDay(start, t), end: formatShortDay(end, t) });
}
