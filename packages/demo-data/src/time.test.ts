import { daysFrom, hoursFrom, recentSchoolDays } from './time';

const NOW = new Date('2025-03-12T15:30:00.000Z'); // a Wednesday

describe('daysFrom(now, days, utcHour?)', () => {
  it('should shift by days and optionally snap to an hour of that UTC day', () => {
    expect(daysFrom(NOW, -1).toISOString()).toBe('2025-03-11T15:30:00.000Z');
    expect(daysFrom(NOW, 2, 8).toISOString()).toBe('2025-03-14T08:00:00.000Z');
  });
});

describe('hoursFrom(now, hours)', () => {
  it('should shift by hours', () => {
    expect(hoursFrom(NOW, -3).toISOString()).toBe('2025-03-12T12:30:00.000Z');
  });
});

describe('recentSchoolDays(now, count)', () => {
  it('should list weekdays before today, newest first, skipping weekends', () => {
    expect(recentSchoolDays(NOW, 4).map((d) => d.toISOString().slice(0, 10))).toEqual([
      '2025-03-11',
      '2025-03-10',
      '2025-03-07',
      '2025-03-06',
    ]);
  });
});
