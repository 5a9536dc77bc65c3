import type { TFunction } from 'i18next';

// Month names come from our own resources: browsers' Intl data often lacks Somali.
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

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A calendar date 'YYYY-MM-DD' as local midnight (new Date('YYYY-MM-DD') would be UTC midnight). */
export function parseDateOnly(value: string): Date {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** The local calendar day of `date` as 'YYYY-MM-DD' (toISOString would give the UTC day). */
export function toDateOnly(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** 'YYYY-MM-DD' `days` calendar days before `day`. */
export function daysBefore(day: string, days: number): string {
  const date = parseDateOnly(day);
  date.setDate(date.getDate() - days);
  return toDateOnly(date);
}

/** "9 Nov" / "9 Nofembar". */
export function formatShortDay(day: string, t: TFunction): string {
  const date = parseDateOnly(day);
  return t('dates.short', {
    day: date.getDate(),
    month: t(`dates.months.${MONTH_KEYS[date.getMonth()]}`),
  });
}

/** "9 Nov – 22 Jan". */
export function formatDayRange(start: string, end: string, t: TFunction): string {
  return t('dates.range', { start: formatShortDay(start, t), end: formatShortDay(end, t) });
}
