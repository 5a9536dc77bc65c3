import { computeAttendanceRate, computeGpa } from './student-stats';

describe('computeGpa', () => {
  it('is null without grades', () => {
    expect(computeGpa([])).toBeNull();
  });

  it('averages the grade points of the letters to 2 decimals', () => {
    expect(computeGpa(['A', 'B+', 'C'])).toBe(3.1);
    expect(computeGpa(['A+', 'B', 'B'])).toBe(3.33);
    expect(computeGpa(['F'])).toBe(0);
  });

  it('ignores letters it does not know', () => {
    expect(computeGpa(['A', 'P'])).toBe(4);
  });
});

describe('computeAttendanceRate', () => {
  it('is null without records', () => {
    expect(computeAttendanceRate([])).toBeNull();
  });

  it('counts present and tardy as attended, to 1 decimal', () => {
    expect(computeAttendanceRate(['present', 'tardy', 'absent'])).toBe(66.7);
    expect(computeAttendanceRate(['present', 'excused'])).toBe(50);
    expect(computeAttendanceRate(['present', 'present'])).toBe(100);
  });
});
