import { useAudience } from '@d742/platform';
import type { Student } from '@d742/contracts';
import { EmptyState } from '@d742/ui/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudents } from '../api/students';
import { ACADEMICS_NS } from '../i18n';
import { QueryView, type QueryViewProps } from '../lib/query-view';

export interface ChildrenViewProps extends Pick<
  QueryViewProps<Student[]>,
  'loadingLabel' | 'skeletons'
> {
  errorMessage?: string;
  /** Rendered once the signed-in user's students are known and there is at least one. */
  children: (students: Student[]) => ReactNode;
}

/** Loads the user's students; loading, error and "no children yet" states included. */
export function ChildrenView({ errorMessage, children, ...props }: ChildrenViewProps) {
  const { t } = useTranslation(ACADEMICS_NS);
  const context = useAudience();
  return (
    <QueryView
      query={useStudents()}
      errorMessage={errorMessage ?? t('student.loadError', { context })}
      skeletons={{ count: 2, className: 'academics-skeleton-card' }}
      {...props}
    >
      {(students) =>
        students.length === 0 ? (
          <EmptyState
            title={t('student.noChildrenTitle', { context })}
            description={t('student.noChildrenDescription', { context })}
          />
        ) : (
          children(students)
        )
      }
    </QueryView>
  );
}
