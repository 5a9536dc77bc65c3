import type { SchoolCalendar, SchoolTerm } from '@d742/contracts';

const DAY_MS = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A demo school year placed around `now` so the current quarter and semester always hold the
 * seeded data (which is dated days and weeks before `now`): the year began 100 days ago, so
 * today falls in the second quarter, at the end of the first semester. Four quarters of 68
 * days, one day apart; the semesters are quarters 1-2 and 3-4.
 */
export function buildDemoCalendar(now: Date): SchoolCalendar {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 100 * DAY_MS;
  const quarters: SchoolTerm[] = [0, 1, 2, 3].map((q) => ({
    start: day(new Date(start + q * 69 * DAY_MS)),
    end: day(new Date(start + (q * 69 + 67) * DAY_MS)),
  }));
  const year = new Date(start).getUTCFullYear();
  return {
    schoolYear: `${year}-${year + 1}`,
    quarters,
    semesters: [
      { start: quarters[0]!.start, end: quarters[1]!.end },
      { start: quarters[2]!.start, end: quarters[3]!.end },
    ],
  };
}
