import { EmptyState, ErrorState, PageHeading, Skeleton } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { ACADEMICS_NS } from '../i18n';
import { useStudents } from './api/get-grades';
import { StudentGradesCard } from './components/student-grades-card';
import './grades.css';

function StudentCards() {
  const { t } = useTranslation(ACADEMICS_NS);
  const students = useStudents();

  if (students.isPending) {
    return (
      <div role="status" aria-label={t('grades.loading')} className="academics-stack">
        <Skeleton className="academics-skeleton-card" />
        <Skeleton className="academics-skeleton-card" />
      </div>
    );
  }
  if (students.isError) {
    return (
      <ErrorState
        message={t('grades.loadError')}
        retryLabel={t('grades.retry')}
        onRetry={() => void students.refetch()}
      />
    );
  }
  if (students.data.length === 0) {
    return (
      <EmptyState
        title={t('grades.noChildrenTitle')}
        description={t('grades.noChildrenDescription')}
      />
    );
  }
  return (
    <div className="academics-stack">
      {students.data.map((student) => (
        <StudentGradesCard key={student.id} student={student} />
      ))}
    </div>
  );
}

export default function GradesPage() {
  const { t } = useTranslation(ACADEMICS_NS);
  return (
    <section className="academics-page">
      <PageHeading description={t('grades.subtitle')}>{t('grades.title')}</PageHeading>
      <StudentCards />
    </section>
  );
}
