import type { SchoolTerm } from '@d742/contracts';

const DAY_MS = 86_400_000;

/** The number of school days in the generated year (Minnesota's usual 180-day calendar). */
export const SCHOOL_DAYS = 180;

export interface SchoolYear {
  /** e.g. 2025 for the school year 2025-2026. */
  startYear: number;
  /** '2025-2026' */
  label: string;
  /** Every school day, 00:00 UTC, in order. */
  days: Date[];
  quarters: SchoolTerm[];
  semesters: SchoolTerm[];
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** Days without school: Thanksgiving, winter break and spring break (inclusive ranges, MM-DD). */
function breaks(startYear: number): [string, string][] {
  const next = startYear + 1;
  // Thanksgiving: the fourth Thursday of November, and the Friday after it.
  const nov1 = new Date(Date.UTC(startYear, 10, 1)).getUTCDay();
  const thanksgiving = 1 + ((4 - nov1 + 7) % 7) + 21;
  const pad = (n: number) => String(n).padStart(2, '0');
  return [
    [`${startYear}-11-${pad(thanksgiving)}`, `${startYear}-11-${pad(thanksgiving + 1)}`],
    [`${startYear}-12-23`, `${next}-01-01`],
    [`${next}-01-19`, `${next}-01-19`],
    [`${next}-03-23`, `${next}-03-27`],
  ];
}

/**
 * A school year of SCHOOL_DAYS weekdays from the Tuesday after Labor Day, skipping the breaks;
 * four quarters of 45 days, two semesters of 90.
 */
export function schoolYear(startYear: number): SchoolYear {
  const labor = new Date(Date.UTC(startYear, 8, 1));
  labor.setUTCDate(1 + ((1 - labor.getUTCDay() + 7) % 7));
  const cursor = new Date(labor.getTime() + DAY_MS);
  const off = breaks(startYear);
  const days: Date[] = [];
  while (days.length < SCHOOL_DAYS) {
    const weekday = cursor.getUTCDay();
    const day = iso(cursor);
    if (weekday !== 0 && weekday !== 6 && !off.some(([from, to]) => day >= from && day <= to)) {
      days.push(new Date(cursor));
    }
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  const term = (from: number, to: number): SchoolTerm => ({
    start: iso(days[from]!),
    end: iso(days[to]!),
  });
  return {
    startYear,
    label: `${startYear}-${startYear + 1}`,
    days,
    quarters: [term(0, 44), term(45, 89), term(90, 134), term(135, 179)],
    semesters: [term(0, 89), term(90, 179)],
  };
}

/** The school year under way on `now` (a year starts in August). */
export function currentSchoolYear(now: Date): number {
  return now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
}

/** `day` at a UTC hour and minute. */
export function at(day: Date, hour: number, minute = 0): Date {
  return new Date(day.getTime() + hour * 3_600_000 + minute * 60_000);
}
