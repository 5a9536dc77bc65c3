import { useAudience } from '@d742/platform';
import { PageHeading } from '@d742/ui/core';
import { useTranslation } from 'react-i18next';
import { ChildrenView } from '../components/children-view';
import { ACADEMICS_NS } from '../i18n';
import { StudentGradesCard } from './components/student-grades-card';
import '../lib/academics.css';

/** /grades: one card per child with name, grade level, GPA and graded items (spec 2). */
export default function GradesPage() {
  const { t } = useTranslation(ACADEMICS_NS);
  const context = useAudience();
  return (
    <section className="academics-page">
      <PageHeading description={t('grades.subtitle', { context })}>{t('grades.title')}</PageHeading>
      <ChildrenView loadingLabel={t('grades.loading')} errorMessage={t('grades.loadError')}>
        {(students) => (
          <div className="academics-stack">
            {students.map((student) => (
              <StudentGradesCard key={student.id} student={student} />
            ))}
          </div>
        )}
      </ChildrenView>
    </section>
  );
}
