import { formatAttendanceRate, formatGpa, formatPoints, isBareGradeLevel } from './format';

describe('formatGpa()', () => {
  it('should show one decimal and 0.0 when the GPA is missing', () => {
    expect(formatGpa(3.456)).toBe('3.5');
    expect(formatGpa(4)).toBe('4.0');
    expect(formatGpa(null)).toBe('0.0');
    expect(formatGpa(undefined)).toBe('0.0');
  });
});

describe('formatAttendanceRate()', () => {
  it('should show a whole percent and 0% when the rate is missing', () => {
    expect(formatAttendanceRate(95.83)).toBe('96%');
    expect(formatAttendanceRate(100)).toBe('100%');
    expect(formatAttendanceRate(null)).toBe('0%');
    expect(formatAttendanceRate(undefined)).toBe('0%');
  });
});

describe('formatPoints()', () => {
  it('should show points out of the maximum', () => {
    expect(formatPoints(18, 20)).toBe('18/20');
    expect(formatPoints(0, 100)).toBe('0/100');
  });
});

describe('isBareGradeLevel()', () => {
  it('should tell bare numbers from already labelled levels', () => {
    expect(isBareGradeLevel('5')).toBe(true);
    expect(isBareGradeLevel('Grade 5')).toBe(false);
  });
});
