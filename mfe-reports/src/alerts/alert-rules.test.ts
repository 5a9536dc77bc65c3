import { behaviorKind, isBelowC, missedDays, missingWork, severityKind } from './alert-rules';
import { hodan, makeAssignment, makeAttendance } from '../test-utils/fixtures';

describe('behaviorKind', () => {
  it.each([
    ['positive', 'positive'],
    ['Warning', 'warning'],
    ['incident', 'incident'],
    ['note', 'note'],
    ['trip', 'note'],
    ['', 'note'],
  ])('reads %p as %p', (type, kind) => expect(behaviorKind(type)).toBe(kind));
});

describe('severityKind', () => {
  it.each([
    ['high', 'high'],
    ['MEDIUM', 'medium'],
    ['low', 'low'],
    ['normal', 'normal'],
    ['routine', 'normal'],
  ])('reads %p as %p', (severity, kind) => expect(severityKind(severity)).toBe(kind));
});

describe('isBelowC', () => {
  it.each(['C-', 'D+', 'D', 'd-', 'E', 'F', ' F '])('counts %p as below C', (grade) =>
    expect(isBelowC(grade)).toBe(true),
  );
  it.each(['A+', 'A', 'B', 'C+', 'C', 'P', 'Incomplete', '72'])('does not count %p', (grade) =>
    expect(isBelowC(grade)).toBe(false),
  );
});

describe('missedDays', () => {
  it('keeps absences, late arrivals and excused absences inside the period, newest first', () => {
    const records = [
      makeAttendance(hodan.id, '2026-03-02', 'absent'),
      makeAttendance(hodan.id, '2026-03-09', 'tardy'),
      makeAttendance(hodan.id, '2026-03-04', 'present'),
      makeAttendance(hodan.id, '2026-03-27', 'excused'),
      makeAttendance(hodan.id, '2026-03-28', 'absent'),
    ];
    expect(
      missedDays(records, { start: '2026-01-26', end: '2026-03-27' }).map((r) => r.date),
    ).toEqual(['2026-03-27', '2026-03-09', '2026-03-02']);
  });
});

describe('missingWork', () => {
  it('keeps pending work past its due date, the longest overdue first', () => {
    const now = Date.parse('2026-03-10T12:00:00.000Z');
    const list = [
      makeAssignment('2026-03-09T23:59:00.000Z', { title: 'late' }),
      makeAssignment('2026-03-01T23:59:00.000Z', { title: 'later' }),
      makeAssignment('2026-03-01T23:59:00.000Z', { title: 'handed in', status: 'submitted' }),
      makeAssignment('2026-03-11T23:59:00.000Z', { title: 'ahead' }),
    ];
    expect(missingWork(list, now).map((a) => a.title)).toEqual(['later', 'late']);
  });
});
