import { type Assignment, DUE_SOON_DAYS, RELATIVE_TIME } from '@d742/contracts';

type Dated = Pick<Assignment, 'status' | 'dueDate'>;

const dueAt = (a: Dated) => Date.parse(a.dueDate);

export function isCompleted(a: Dated): boolean {
  return a.status === 'submitted' || a.status === 'graded';
}

/** Pending and its due time has come: no time left. */
export function isOverdue(a: Dated, now: number): boolean {
  return a.status === 'pending' && dueAt(a) <= now;
}

/** Pending with a due date still in the future (the spec's "due soon" tab). */
export function isPendingAhead(a: Dated, now: number): boolean {
  return a.status === 'pending' && dueAt(a) > now;
}

/** The per-assignment 'Due Soon' badge: pending with DUE_SOON_DAYS (1 day) or less left. */
export function showsDueSoonBadge(a: Dated, now: number): boolean {
  return isPendingAhead(a, now) && dueAt(a) - now <= DUE_SOON_DAYS * RELATIVE_TIME.dayMs;
}

export const HOMEWORK_TABS = ['dueSoon', 'overdue', 'completed', 'all'] as const;
export type HomeworkTab = (typeof HOMEWORK_TABS)[number];

const TAB_RULES: Record<HomeworkTab, (a: Dated, now: number) => boolean> = {
  dueSoon: isPendingAhead,
  overdue: isOverdue,
  completed: isCompleted,
  all: () => true,
};

export function assignmentsInTab<T extends Dated>(
  list: readonly T[],
  tab: HomeworkTab,
  now: number,
) {
  return list.filter((a) => TAB_RULES[tab](a, now));
}
