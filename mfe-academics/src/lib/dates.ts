import { monthName, pad2, weekdayName } from '@d742/platform';
import type { TFunction } from 'i18next';

export { parseDateOnly } from '@d742/platform';

/** "Thu, Mar 13" / "Khamiis, 13 Maarso" in the reader's time zone. */
export function formatDay(date: Date, t: TFunction): string {
  return t('dates.day', {
    weekday: weekdayName(date, t),
    month: monthName(date, t),
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

/** Local midnight of the day `now` falls on. */
export function startOfDay(now: number): number {
  const date = new Date(now);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}
