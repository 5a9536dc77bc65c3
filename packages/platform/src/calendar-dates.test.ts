import type { TFunction } from 'i18next';
import { monthName, parseDateOnly, toDateOnly, weekdayName } from './calendar-dates';

// A t() that answers with the key, so the test sees which resource a date asks for.
const t = ((key: string) => key) as unknown as TFunction;

describe('calendar dates', () => {
  it('reads YYYY-MM-DD as local midnight and writes the local day back', () => {
    const date = parseDateOnly('2026-03-01');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2026, 2, 1, 0,
    ]);
    expect(toDateOnly(date)).toBe('2026-03-01');
    expect(toDateOnly(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('names the month and weekday from the resources', () => {
    const thursday = parseDateOnly('2026-11-26');
    expect(monthName(thursday, t)).toBe('dates.months.nov');
    expect(weekdayName(thursday, t)).toBe('dates.weekdays.thu');
  });
});
