import type { Student } from '@d742/contracts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ErrorState,
  Skeleton,
} from '@d742/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACADEMICS_NS } from '../../i18n';
import { useStudentGrades } from '../api/get-grades';
import { formatGpa, isBareGradeLevel } from '../format';
import { GradeItem } from './grade-item';

function GradedItems({ studentId }: { studentId: string }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const grades = useStudentGrades(studentId);

  if (grades.isPending) {
    return (
      <div role="status" aria-label={t('grades.loading')} className="academics-grade-list">
        <Skeleton className="academics-skeleton-row" />
        <Skeleton className="academics-skeleton-row" />
      </div>
    );
  }
  if (grades.isError) {
    return (
      <ErrorState
        message={t('grades.childLoadError')}
        retryLabel={t('grades.retry')}
        onRetry={() => void grades.refetch()}
      />
    );
  }
  if (grades.data.length === 0) {
    return <p className="academics-muted">{t('grades.noGrades')}</p>;
  }
  return (
    <ul className="academics-grade-list" aria-label={t('grades.gradedItems')}>
      {grades.data.map((entry) => (
        <GradeItem key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}

export function StudentGradesCard({ student }: { student: Student }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const titleId = useId();
  const name = `${student.firstName} ${student.lastName}`;
  const level = isBareGradeLevel(student.grade)
    ? t('grades.gradeLevel', { grade: student.grade.trim() })
    : student.grade;

  return (
    <Card role="article" aria-labelledby={titleId} className="academics-student-card">
      <CardHeader className="academics-student-card__header">
        <div>
          <CardTitle id={titleId}>{name}</CardTitle>
          <CardDescription>{level}</CardDescription>
        </div>
        <p className="academics-gpa">
          <abbr title={t('grades.gpaLabel')}>{t('grades.gpa')}</abbr>{' '}
          <span className="academics-gpa__value">{formatGpa(student.gpa)}</span>
        </p>
      </CardHeader>
      <CardContent>
        <GradedItems studentId={student.id} />
      </CardContent>
    </Card>
  );
}
