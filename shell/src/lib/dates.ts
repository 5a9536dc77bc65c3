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

/** "January 15, 2025" / "15 Janaayo 2025" in the reader's time zone. */
export function formatDate(iso: string, t: TFunction): string {
  const date = new Date(iso);
  return t('dates.date', {
    day: date.getDate(),
    month: t(`dates.months.${MONTH_KEYS[date.getMonth()]}`),
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
