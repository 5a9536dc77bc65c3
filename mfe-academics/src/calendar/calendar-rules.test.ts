import { recentFirst, upcomingEvents } from './calendar-rules';

describe('upcomingEvents(events, now)', () => {
  // Local times: "today" is the reader's day, whatever the machine's time zone.
  const now = new Date(2026, 2, 10, 15, 30).getTime();
  const at = (day: number, hour: number) => ({
    id: `${day}-${hour}`,
    eventDate: new Date(2026, 2, day, hour).toISOString(),
  });

  it('should keep events from the start of today on, soonest first', () => {
    const events = [at(20, 18), at(10, 0), at(9, 23), at(11, 9), at(10, 8)];
    expect(upcomingEvents(events, now).map((e) => e.id)).toEqual(['10-0', '10-8', '11-9', '20-18']);
  });

  it('should drop everything before midnight of today', () => {
    const lastNight = { id: 'x', eventDate: new Date(2026, 2, 9, 23, 59, 59, 999).toISOString() };
    expect(upcomingEvents([lastNight], now)).toEqual([]);
  });
});

describe('recentFirst(records)', () => {
  it('should order calendar dates newest first', () => {
    const records = [{ date: '2026-03-02' }, { date: '2026-03-09' }, { date: '2026-02-27' }];
    expect(recentFirst(records).map((r) => r.date)).toEqual([
      '2026-03-09',
      '2026-03-02',
      '2026-02-27',
    ]);
  });
});
