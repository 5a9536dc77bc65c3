import type { Student } from '@d742/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@d742/ui/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportAbsence } from '../../components/absence/report-absence';
import { ACADEMICS_NS } from '../../i18n';
import { formatAttendanceRate, formatGpa, gradeLevelLabel } from '../../lib/format';
import { usePendingAssignmentCount } from '../api/dashboard-api';

function PendingCount({ studentId }: { studentId: string }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const pending = usePendingAssignmentCount(studentId);
  if (pending.isPending) return <Skeleton className="academics-skeleton-inline" />;
  if (pending.isError) return <>{t('dashboard.child.pendingError')}</>;
  return <>{pending.data.count}</>;
}

/**
 * One child on the home dashboard: name, grade level, GPA, attendance and pending work, and the
 * parent's way to report an absence.
 */
export function ChildSummaryCard({ student }: { student: Student }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const titleId = useId();
  return (
    <Card role="article" aria-labelledby={titleId} className="academics-child-card">
      <CardHeader>
        <CardTitle as="h3" id={titleId}>{`${student.firstName} ${student.lastName}`}</CardTitle>
        <CardDescription>{gradeLevelLabel(student.grade, t)}</CardDescription>
      </CardHeader>
      <dl className="academics-stats">
        <div className="academics-stats__item">
          <dt>
            <abbr title={t('student.gpaLabel')}>{t('student.gpa')}</abbr>
          </dt>
          <dd>{formatGpa(student.gpa)}</dd>
        </div>
        <div className="academics-stats__item">
          <dt>{t('student.attendance')}</dt>
          <dd>{formatAttendanceRate(student.attendanceRate)}</dd>
        </div>
        <div className="academics-stats__item">
          <dt>{t('dashboard.child.pending')}</dt>
          <dd>
            <PendingCount studentId={student.id} />
          </dd>
        </div>
      </dl>
      <CardContent>
        <ReportAbsence student={student} />
      </CardContent>
    </Card>
  );
}
