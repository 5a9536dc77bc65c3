import type { Student } from '@d742/contracts';
import { EmptyState } from '@d742/ui';
import type { ReactNode } from 'react';
import { useAudience } from '@d742/platform';
import { useTranslation } from 'react-i18next';
import { useStudents } from '../../api/students';
import { REPORTS_NS } from '../../i18n';
import { QueryView } from '../../lib/query-view';

/** Loads the user's students; loading, error and "no children yet" states included. */
export function ChildrenView({ children }: { children: (students: Student[]) => ReactNode }) {
  const { t } = useTranslation(REPORTS_NS);
  const context = useAudience();
  return (
    <QueryView
      query={useStudents()}
      loadingLabel={t('students.loading')}
      errorMessage={t('students.loadError', { context })}
      skeletons={{ count: 2, className: 'reports-skeleton-card' }}
    >
      {(students) =>
        students.length === 0 ? (
          <EmptyState
            title={t('students.noneTitle', { context })}
            description={t('students.noneDescription', { context })}
          />
        ) : (
          <div className="reports-stack">{children(students)}</div>
        )
      }
    </QueryView>
  );
}
