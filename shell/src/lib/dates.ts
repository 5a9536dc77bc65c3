import { monthName, pad2 } from '@d742/platform';
import type { TFunction } from 'i18next';

/** "January 15, 2025" / "15 Janaayo 2025" in the reader's time zone. */
export function formatDate(iso: string, t: TFunction): string {
  const date = new Date(iso);
  return t('dates.date', {
    day: date.getDate(),
    month: monthName(date, t),
    year: date.getFullYear(),
  });
}

/** "January 15, 2025, 08:05": the date with a 24-hour time (admin lists). */
export function formatDateTime(iso: string, t: TFunction): string {
  const date = new Date(iso);
  return t('dates.dateTime', {
    date: formatDate(iso, t),
    time: `${pad2(date.getHours())}:${pad2(date.getMinutes())}`,
  });
}
