import type { TFunction } from 'i18next';

// Month and weekday names come from our own resources: browsers' Intl data often lacks Somali.
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

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "Thu, Mar 13" / "Khamiis, 13 Maarso" in the reader's time zone. */
export function formatDay(date: Date, t: TFunction): string {
  return t('dates.day', {
    weekday: t(`dates.weekdays.${WEEKDAY_KEYS[date.getDay()]}`),
    month: t(`dates.months.${MONTH_KEYS[date.getMonth()]}`),
    day: date.getDate(),
  });
}

/** "6:30 PM" / "18:30". */
export function formatTime(date: Date, t: TFunction): string {
  const hours = date.getHours();
  return t('dates.time', {
    h24: pad2(hours),
    h12: hours % 12 === 0 ? 12 : hours % 12,
    mm: pad2(date.getMinutes()),
    period: t(hours < 12 ? 'dates.am' : 'dates.pm'),
  });
}

export function formatDayAndTime(date: Date, t: TFunction): string {
  return t('dates.dayAndTime', { day: formatDay(date, t), time: formatTime(date, t) });
}

/** A calendar date 'YYYY-MM-DD' as local midnight (new Date('YYYY-MM-DD') would be UTC midnight). */
export function parseDateOnly(value: string): Date {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** Local midnight of the day `now` falls on. */
export function startOfDay(now: number): number {
  const date = new Date(now);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}
