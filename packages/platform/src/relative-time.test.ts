import { i18n, initI18n } from '@d742/i18n';
import { formatRelativeTime } from './relative-time';

const now = Date.parse('2025-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

beforeAll(() => initI18n('en'));

describe('formatRelativeTime(iso, t, now)', () => {
  it('uses minutes under one hour, hours under a day, days otherwise', () => {
    const t = i18n.getFixedT('en');
    expect(formatRelativeTime(ago(59_000), t, now)).toBe('just now');
    expect(formatRelativeTime(ago(60_000), t, now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60_000), t, now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(59 * 60_000), t, now)).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(60 * 60_000), t, now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * 3_600_000), t, now)).toBe('23 hours ago');
    expect(formatRelativeTime(ago(24 * 3_600_000), t, now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(9 * 86_400_000), t, now)).toBe('9 days ago');
  });

  it('reads the common namespace even with a t bound to another namespace', () => {
    const t = i18n.getFixedT('so', 'academics');
    expect(formatRelativeTime(ago(2 * 3_600_000), t, now)).toBe('2 saacadood ka hor');
  });

  it('never shows negative times for dates slightly in the future', () => {
    expect(formatRelativeTime(ago(-30_000), i18n.getFixedT('en'), now)).toBe('just now');
    expect(formatRelativeTime(ago(10_000), i18n.getFixedT('so'), now)).toBe('hadda');
  });
});
