import { calendar } from '../test-utils/fixtures';
import { currentTerm, periodBounds } from './report-periods';

const at = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12).getTime();

describe('currentTerm', () => {
  it('is the term today falls in, the last one ended during a break, the first before the year', () => {
    expect(currentTerm(calendar.quarters, '2026-03-10')).toEqual(calendar.quarters[2]);
    expect(currentTerm(calendar.quarters, '2026-03-28')).toEqual(calendar.quarters[2]);
    expect(currentTerm(calendar.quarters, '2025-08-20')).toEqual(calendar.quarters[0]);
    expect(currentTerm(calendar.quarters, '2026-07-01')).toEqual(calendar.quarters[3]);
  });
});

describe('periodBounds', () => {
  it('bounds each period on a given day', () => {
    const now = at(2026, 3, 10);
    expect(periodBounds('current-quarter', calendar, now)).toEqual(calendar.quarters[2]);
    expect(periodBounds('current-semester', calendar, now)).toEqual(calendar.semesters[1]);
    expect(periodBounds('school-year', calendar, now)).toEqual({
      start: '2025-09-02',
      end: '2026-06-05',
    });
    expect(periodBounds('last-30-days', calendar, now)).toEqual({
      start: '2026-02-08',
      end: '2026-03-10',
    });
  });

  it('knows only the last 30 days without the calendar', () => {
    expect(periodBounds('current-quarter', undefined, at(2026, 3, 10))).toBeUndefined();
    expect(periodBounds('last-30-days', undefined, at(2026, 3, 1))).toEqual({
      start: '2026-01-30',
      end: '2026-03-01',
    });
  });
});
