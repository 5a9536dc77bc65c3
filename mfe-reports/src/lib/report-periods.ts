import {
  REPORT_DATE_RANGES,
  type ReportDateRange,
  type SchoolCalendar,
  type SchoolTerm,
} from '@d742/contracts';
import type { TFunction } from 'i18next';
import { daysBefore, formatDayRange, toDateOnly } from './dates';

export { REPORT_DATE_RANGES };

/** Inclusive 'YYYY-MM-DD' bounds of a report period. */
export interface PeriodBounds {
  start: string;
  end: string;
}

export const LAST_DAYS = 30;

/**
 * The term today falls in; between terms (a break), the one that ended last, since that is the
 * one a parent asks about; before the year starts, the first.
 */
export function currentTerm(terms: readonly SchoolTerm[], today: string): SchoolTerm | undefined {
  const started = terms.filter((term) => term.start <= today);
  return started.find((term) => today <= term.end) ?? started.at(-1) ?? terms[0];
}

/**
 * The dates a period covers on `now`'s day. Periods named after terms need the district's
 * calendar; without it they are unknown (undefined), the last 30 days never are.
 */
export function periodBounds(
  range: ReportDateRange,
  calendar: SchoolCalendar | undefined,
  now: number,
): PeriodBounds | undefined {
  const today = toDateOnly(new Date(now));
  if (range === 'last-30-days') return { start: daysBefore(today, LAST_DAYS), end: today };
  if (!calendar) return undefined;
  switch (range) {
    case 'current-quarter':
      return currentTerm(calendar.quarters, today);
    case 'current-semester':
      return currentTerm(calendar.semesters, today);
    case 'school-year': {
      const terms = [...calendar.quarters, ...calendar.semesters];
      return {
        start: terms.reduce((min, term) => (term.start < min ? term.start : min), terms[0]!.start),
        end: terms.reduce((max, term) => (term.end > max ? term.end : max), terms[0]!.end),
      };
    }
  }
}

export function isWithin(day: string, bounds: PeriodBounds): boolean {
  return bounds.start <= day && day <= bounds.end;
}

/** "Current quarter (9 Nov – 22 Jan)", or just the name while the dates are unknown. */
export function periodLabel(
  range: ReportDateRange,
  bounds: PeriodBounds | undefined,
  t: TFunction,
): string {
  const name = t(`periods.${range}`);
  return bounds
    ? t('periods.withDates', { name, dates: formatDayRange(bounds.start, bounds.end, t) })
    : name;
}
