import { gradeTone, type Assignment, type GradeEntry, type Student } from '@d742/contracts';
import { Badge, ErrorState, Skeleton } from '@d742/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../../i18n';
import { formatShortDay, toDateOnly } from '../../lib/dates';
import { lowGrades, missingWork } from '../alert-rules';
import { useStudentAssignments, useStudentGrades } from '../api/alerts-api';
import { ChildSection } from './child-section';

function LowGradeList({ grades }: { grades: GradeEntry[] }) {
  const { t } = useTranslation(REPORTS_NS);
  const headingId = useId();
  if (grades.length === 0) return null;
  return (
    <div>
      <h3 id={headingId} className="reports-subheading">
        {t('academic.lowGrades')}
      </h3>
      <ul className="reports-list" aria-labelledby={headingId}>
        {grades.map((entry) => (
          <li key={entry.id} className="reports-item reports-item--row">
            <div className="reports-item__grow">
              <p className="reports-item__title">{entry.assignment}</p>
              <p className="reports-item__meta">
                <span>{entry.subject}</span>
                <span>{t('behavior.teacher', { name: entry.teacherName })}</span>
                <span>{t('academic.points', { points: entry.points, max: entry.maxPoints })}</span>
              </p>
            </div>
            <Badge
              tone={gradeTone(entry.grade)}
              aria-label={t('academic.grade', { grade: entry.grade })}
            >
              {entry.grade}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MissingWorkList({ assignments }: { assignments: Assignment[] }) {
  const { t } = useTranslation(REPORTS_NS);
  const headingId = useId();
  if (assignments.length === 0) return null;
  return (
    <div>
      <h3 id={headingId} className="reports-subheading">
        {t('academic.missingWork')}
      </h3>
      <ul className="reports-list" aria-labelledby={headingId}>
        {assignments.map((assignment) => (
          <li key={assignment.id} className="reports-item reports-item--row">
            <div className="reports-item__grow">
              <p className="reports-item__title">{assignment.title}</p>
              <p className="reports-item__meta">
                <span>{assignment.subject}</span>
                <span>{t('behavior.teacher', { name: assignment.teacherName })}</span>
              </p>
            </div>
            <Badge tone="error">
              {t('academic.wasDue', {
                date: formatShortDay(toDateOnly(new Date(assignment.dueDate)), t),
              })}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Grades below C and pending work past its due date: what a parent should follow up on. */
export function ChildAcademic({ student, now }: { student: Student; now: number }) {
  const { t } = useTranslation(REPORTS_NS);
  const grades = useStudentGrades(student.id);
  const assignments = useStudentAssignments(student.id);
  const low = grades.data ? lowGrades(grades.data) : undefined;
  const missing = assignments.data ? missingWork(assignments.data, now) : undefined;
  const count = low && missing ? low.length + missing.length : undefined;

  let body;
  if (grades.isError || assignments.isError) {
    body = (
      <ErrorState
        message={t('academic.loadError')}
        retryLabel={t('actions.retry', { ns: 'common' })}
        onRetry={() => {
          if (grades.isError) void grades.refetch();
          if (assignments.isError) void assignments.refetch();
        }}
      />
    );
  } else if (!low || !missing) {
    body = (
      <div role="status" aria-label={t('academic.loading')} className="reports-stack">
        <Skeleton className="reports-skeleton-row" />
        <Skeleton className="reports-skeleton-row" />
      </div>
    );
  } else if (low.length + missing.length === 0) {
    body = <p className="reports-empty">{t('academic.empty')}</p>;
  } else {
    body = (
      <div className="reports-stack">
        <LowGradeList grades={low} />
        <MissingWorkList assignments={missing} />
      </div>
    );
  }
  return (
    <ChildSection student={student} count={count} countLabel={t('academic.count', { count })}>
      {body}
    </ChildSection>
  );
}
