import type { Student } from '@d742/contracts';
import { Badge } from '@d742/ui';
import { type ReactNode, useId } from 'react';

export interface ChildSectionProps {
  student: Student;
  /** Shown once the child's list has loaded. */
  count?: number;
  /** What the count means, read by screen readers instead of the bare number. */
  countLabel?: string;
  children: ReactNode;
}

/** One child's part of a tab: initial-letter avatar, name, count badge, then the list. */
export function ChildSection({ student, count, countLabel, children }: ChildSectionProps) {
  const nameId = useId();
  const name = `${student.firstName} ${student.lastName}`;
  return (
    <section aria-labelledby={nameId} className="reports-child">
      <header className="reports-child__header">
        <span className="reports-avatar" aria-hidden="true">
          {student.firstName.trim().charAt(0).toUpperCase()}
        </span>
        <h2 id={nameId} className="reports-child__name">
          {name}
        </h2>
        {count === undefined ? null : (
          <Badge tone={count > 0 ? 'primary' : 'neutral'} className="reports-child__count">
            <span aria-hidden="true">{count}</span>
            <span className="ui-sr-only">{countLabel}</span>
          </Badge>
        )}
      </header>
      {children}
    </section>
  );
}
