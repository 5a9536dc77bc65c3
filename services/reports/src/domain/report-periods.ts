import type { ReportDateRange, SchoolCalendar, SchoolTerm } from '@d742/contracts';

const DAY_MS = 86_400_000;

/** A calendar day as YYYY-MM-DD (UTC, the days academics stores attendance under). */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The term containing `day`; between terms the one just ended; before the first, the first. */
function termAround(terms: readonly SchoolTerm[], day: string): SchoolTerm | undefined {
  const sorted = [...terms].sort((a, b) => a.start.localeCompare(b.start));
  return (
    sorted.find((t) => t.start <= day && day <= t.end) ??
    sorted.filter((t) => t.start <= day).at(-1) ??
    sorted[0]
  );
}

export const needsCalendar = (range: ReportDateRange) => range !== 'last-30-days';

/**
 * The days a report covers, both included. `calendar` is needed for every range but
 * 'last-30-days' (the caller checks with `needsCalendar`).
 */
export function reportPeriod(
  range: ReportDateRange,
  today: Date,
  calendar: SchoolCalendar | null,
): SchoolTerm {
  const day = isoDay(today);
  if (range === 'last-30-days')
    return { start: isoDay(new Date(today.getTime() - 30 * DAY_MS)), end: day };
  if (!calendar) throw new Error(`The ${range} period needs a school calendar`);
  const terms =
    range === 'current-quarter'
      ? [termAround(calendar.quarters, day)]
      : range === 'current-semester'
        ? [termAround(calendar.semesters, day)]
        : [...calendar.quarters, ...calendar.semesters];
  const defined = terms.filter((t): t is SchoolTerm => t !== undefined);
  return {
    start: defined.map((t) => t.start).sort()[0] ?? day,
    end:
      defined
        .map((t) => t.end)
        .sort()
        .at(-1) ?? day,
  };
}

/** [from, until) instants of a period of whole UTC days. */
export function periodInstants(period: SchoolTerm): { from: Date; until: Date } {
  const from = new Date(`${period.start}T00:00:00.000Z`);
  const until = new Date(new Date(`${period.end}T00:00:00.000Z`).getTime() + DAY_MS);
  return { from, until };
}
