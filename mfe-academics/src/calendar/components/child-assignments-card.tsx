import type { Student } from '@d742/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@d742/ui/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudentAssignments } from '../../api/assignments';
import { AssignmentItem } from '../../components/assignment-item';
import { ACADEMICS_NS } from '../../i18n';
import { QueryView } from '../../lib/query-view';

/** "{first name}'s Assignments", shown only when the child has assignments (spec 2, Calendar). */
export function ChildAssignmentsCard({ student, now }: { student: Student; now: number }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const titleId = useId();
  const assignments = useStudentAssignments(student.id);
  if (assignments.isSuccess && assignments.data.length === 0) return null;
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>
          {t('calendar.assignments.title', { name: student.firstName })}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <QueryView
          query={assignments}
          loadingLabel={t('calendar.assignments.loading')}
          errorMessage={t('calendar.assignments.loadError')}
        >
          {(list) => (
            <ul className="academics-list" aria-labelledby={titleId}>
              {list.map((assignment) => (
                <AssignmentItem key={assignment.id} assignment={assignment} now={now} />
              ))}
            </ul>
          )}
        </QueryView>
      </CardContent>
    </Card>
  );
}
