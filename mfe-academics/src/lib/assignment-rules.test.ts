import type { Assignment } from '@d742/contracts';
import {
  assignmentsInTab,
  isCompleted,
  isOverdue,
  isPendingAhead,
  showsDueSoonBadge,
} from './assignment-rules';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const MINUTE = 60_000;
const DAY = 86_400_000;

function due(offsetMs: number, status: Assignment['status'] = 'pending') {
  return { status, dueDate: new Date(NOW + offsetMs).toISOString() };
}

describe('isPendingAhead(assignment, now)', () => {
  it('should hold for pending work due in the future, down to the last millisecond', () => {
    expect(isPendingAhead(due(1), NOW)).toBe(true);
    expect(isPendingAhead(due(5 * DAY), NOW)).toBe(true);
    expect(isPendingAhead(due(0), NOW)).toBe(false);
    expect(isPendingAhead(due(-1), NOW)).toBe(false);
  });

  it('should never hold for submitted or graded work', () => {
    expect(isPendingAhead(due(DAY, 'submitted'), NOW)).toBe(false);
    expect(isPendingAhead(due(DAY, 'graded'), NOW)).toBe(false);
  });
});

describe('isOverdue(assignment, now)', () => {
  it('should hold for pending work from the moment it is due', () => {
    expect(isOverdue(due(0), NOW)).toBe(true);
    expect(isOverdue(due(-2 * DAY), NOW)).toBe(true);
    expect(isOverdue(due(1), NOW)).toBe(false);
  });

  it('should never hold for work already handed in, however late', () => {
    expect(isOverdue(due(-DAY, 'submitted'), NOW)).toBe(false);
    expect(isOverdue(due(-DAY, 'graded'), NOW)).toBe(false);
  });
});

describe('isCompleted(assignment)', () => {
  it('should hold for submitted and graded work only', () => {
    expect(isCompleted(due(DAY, 'submitted'))).toBe(true);
    expect(isCompleted(due(-DAY, 'graded'))).toBe(true);
    expect(isCompleted(due(DAY))).toBe(false);
  });
});

describe('showsDueSoonBadge(assignment, now)', () => {
  it('should show with exactly one day or less left and not a millisecond more', () => {
    expect(showsDueSoonBadge(due(DAY), NOW)).toBe(true);
    expect(showsDueSoonBadge(due(DAY + 1), NOW)).toBe(false);
    expect(showsDueSoonBadge(due(18 * 60 * MINUTE), NOW)).toBe(true);
    expect(showsDueSoonBadge(due(1), NOW)).toBe(true);
  });

  it('should not show once the work is overdue or handed in', () => {
    expect(showsDueSoonBadge(due(0), NOW)).toBe(false);
    expect(showsDueSoonBadge(due(-MINUTE), NOW)).toBe(false);
    expect(showsDueSoonBadge(due(MINUTE, 'submitted'), NOW)).toBe(false);
  });
});

describe('assignmentsInTab(list, tab, now)', () => {
  const list = [
    { id: 'ahead', ...due(4 * DAY) },
    { id: 'tomorrow', ...due(18 * 60 * MINUTE) },
    { id: 'late', ...due(-2 * DAY) },
    { id: 'handed-in', ...due(-DAY, 'submitted') },
    { id: 'marked', ...due(-8 * DAY, 'graded') },
  ];
  const ids = (tab: Parameters<typeof assignmentsInTab>[1]) =>
    assignmentsInTab(list, tab, NOW).map((a) => a.id);

  it('should put every pending assignment in exactly one of due soon and overdue', () => {
    expect(ids('dueSoon')).toEqual(['ahead', 'tomorrow']);
    expect(ids('overdue')).toEqual(['late']);
    expect(ids('completed')).toEqual(['handed-in', 'marked']);
    expect(ids('all')).toEqual(['ahead', 'tomorrow', 'late', 'handed-in', 'marked']);
  });

  it('should move an assignment from due soon to overdue as the clock passes its due time', () => {
    const later = NOW + 18 * 60 * MINUTE;
    expect(assignmentsInTab(list, 'overdue', later).map((a) => a.id)).toEqual(['tomorrow', 'late']);
  });
});
