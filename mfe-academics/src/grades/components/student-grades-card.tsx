import type { Student } from '@d742/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@d742/ui/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACADEMICS_NS } from '../../i18n';
import { formatGpa, gradeLevelLabel } from '../../lib/format';
import { QueryView } from '../../lib/query-view';
import { useStudentGrades } from '../api/get-grades';
import { GradeItem } from './grade-item';

function GradedItems({ studentId }: { studentId: string }) {
  const { t } = useTranslation(ACADEMICS_NS);
  return (
    <QueryView
      query={useStudentGrades(studentId)}
      loadingLabel={t('grades.loading')}
      errorMessage={t('grades.childLoadError')}
    >
      {(grades) =>
        grades.length === 0 ? (
          <p className="academics-muted">{t('grades.noGrades')}</p>
        ) : (
          <ul className="academics-list" aria-label={t('grades.gradedItems')}>
            {grades.map((entry) => (
              <GradeItem key={entry.id} entry={entry} />
            ))}
          </ul>
        )
      }
    </QueryView>
  );
}

export function StudentGradesCard({ student }: { student: Student }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const titleId = useId();
  return (
    <Card role="article" aria-labelledby={titleId} className="academics-student-card">
      <CardHeader className="academics-student-card__header">
        <div>
          <CardTitle id={titleId}>{`${student.firstName} ${student.lastName}`}</CardTitle>
          <CardDescription>{gradeLevelLabel(student.grade, t)}</CardDescription>
        </div>
        <p className="academics-gpa">
          <abbr title={t('student.gpaLabel')}>{t('student.gpa')}</abbr>{' '}
          <span className="academics-gpa__value">{formatGpa(student.gpa)}</span>
        </p>
      </CardHeader>
      <CardContent>
        <GradedItems studentId={student.id} />
      </CardContent>
    </Card>
  );
}
