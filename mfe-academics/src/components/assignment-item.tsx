import { type Assignment, priorityBorder } from '@d742/contracts';
import { Badge, cn } from '@d742/ui/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACADEMICS_NS } from '../i18n';
import { isOverdue, showsDueSoonBadge } from '../lib/assignment-rules';
import { formatDayAndTime } from '../lib/dates';

const PRIORITY_KEYS: Record<ReturnType<typeof priorityBorder>, string> = {
  red: 'assignment.priority.high',
  yellow: 'assignment.priority.normal',
  green: 'assignment.priority.other',
};

/**
 * One assignment: title, subject, teacher, due date and status, an 'Overdue' or 'Due Soon' badge
 * by the rules at `now`, and the priority border (high red, normal yellow, otherwise green).
 */
export function AssignmentItem({ assignment, now }: { assignment: Assignment; now: number }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const titleId = useId();
  const border = priorityBorder(assignment.priority);
  const overdue = isOverdue(assignment, now);
  return (
    <li>
      <article
        aria-labelledby={titleId}
        data-priority={border}
        className={cn(
          'academics-assignment',
          `academics-priority--${border}`,
          overdue && 'academics-assignment--overdue',
        )}
      >
        <div className="academics-assignment__head">
          <h3 id={titleId} className="academics-assignment__title">
            {assignment.title}
          </h3>
          <div className="academics-assignment__badges">
            {overdue ? <Badge tone="destructive">{t('assignment.overdue')}</Badge> : null}
            {showsDueSoonBadge(assignment, now) ? (
              <Badge tone="warning">{t('assignment.dueSoon')}</Badge>
            ) : null}
            <Badge tone={assignment.status === 'pending' ? 'neutral' : 'success'}>
              {t(`assignment.status.${assignment.status}`)}
            </Badge>
          </div>
        </div>
        <p className="academics-assignment__meta">
          {assignment.subject} · {t('assignment.teacher', { name: assignment.teacherName })}
        </p>
        <p className="academics-assignment__meta">
          {t('assignment.due', { date: formatDayAndTime(new Date(assignment.dueDate), t) })}
        </p>
        {assignment.description ? (
          <p className="academics-assignment__text">{assignment.description}</p>
        ) : null}
        <span className="ui-sr-only">{t(PRIORITY_KEYS[border])}</span>
      </article>
    </li>
  );
}
