import type { Student } from '@d742/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudentAssignments } from '../../api/assignments';
import { AssignmentItem } from '../../components/assignment-item';
import { ACADEMICS_NS } from '../../i18n';
import { assignmentsInTab, type HomeworkTab } from '../../lib/assignment-rules';
import { QueryView } from '../../lib/query-view';

/** One child's assignments that the open tab's rule selects, at `now`. */
export function ChildAssignments({
  student,
  tab,
  now,
}: {
  student: Student;
  tab: HomeworkTab;
  now: number;
}) {
  const { t } = useTranslation(ACADEMICS_NS);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="academics-stack">
      <h2 id={headingId} className="academics-section-title">
        {`${student.firstName} ${student.lastName}`}
      </h2>
      <QueryView
        query={useStudentAssignments(student.id)}
        loadingLabel={t('homework.loading')}
        errorMessage={t('homework.loadError')}
      >
        {(all) => {
          const selected = assignmentsInTab(all, tab, now);
          return selected.length === 0 ? (
            <p className="academics-muted">{t(`homework.empty.${tab}`)}</p>
          ) : (
            <ul className="academics-list" aria-labelledby={headingId}>
              {selected.map((assignment) => (
                <AssignmentItem key={assignment.id} assignment={assignment} now={now} />
              ))}
            </ul>
          );
        }}
      </QueryView>
    </section>
  );
}
