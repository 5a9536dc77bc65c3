import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChildrenView } from '../../components/children-view';
import { ACADEMICS_NS } from '../../i18n';
import { ChildSummaryCard } from './child-summary-card';

/** A parent's 'Your children' cards with the count of children. */
export function ChildrenSection() {
  const { t } = useTranslation(ACADEMICS_NS);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="academics-stack">
      <h2 id={headingId} className="academics-section-title">
        {t('dashboard.title')}
      </h2>
      <ChildrenView
        loadingLabel={t('dashboard.child.loading')}
        skeletons={{ count: 2, className: 'academics-skeleton-child' }}
      >
        {(students) => (
          <>
            <p className="academics-muted">
              {t('dashboard.childrenCount', { count: students.length })}
            </p>
            {students.map((student) => (
              <ChildSummaryCard key={student.id} student={student} />
            ))}
          </>
        )}
      </ChildrenView>
    </section>
  );
}
