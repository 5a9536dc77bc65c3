import { useAudience, useNow } from '@d742/platform';
import type { Student } from '@d742/contracts';
import { PageHeading, Tabs, TabsContent, TabsList, TabsTrigger } from '@d742/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChildrenView } from '../components/children-view';
import { ACADEMICS_NS } from '../i18n';
import { HOMEWORK_TABS, type HomeworkTab } from '../lib/assignment-rules';
import { ChildAssignments } from './components/child-assignments';
import { ALL_CHILDREN, ChildFilter } from './components/child-filter';
import '../lib/academics.css';

function Homework({ students }: { students: Student[] }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const now = useNow();
  const [childId, setChildId] = useState(ALL_CHILDREN);
  const [tab, setTab] = useState<HomeworkTab>('dueSoon');
  const shown = childId === ALL_CHILDREN ? students : students.filter((s) => s.id === childId);
  return (
    <>
      {/* A filter of one child would only repeat the page. */}
      {students.length > 1 ? (
        <ChildFilter students={students} value={childId} onChange={setChildId} />
      ) : null}
      <Tabs value={tab} onValueChange={(v) => setTab(v as HomeworkTab)}>
        <TabsList aria-label={t('homework.tabsLabel')}>
          {HOMEWORK_TABS.map((key) => (
            <TabsTrigger key={key} value={key}>
              {t(`homework.tabs.${key}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {HOMEWORK_TABS.map((key) => (
          <TabsContent key={key} value={key} className="academics-stack">
            {shown.map((student) => (
              <ChildAssignments key={student.id} student={student} tab={key} now={now} />
            ))}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

/** /homework: a child filter and the Due Soon, Overdue, Completed and All tabs. */
export default function HomeworkPage() {
  const { t } = useTranslation(ACADEMICS_NS);
  const context = useAudience();
  return (
    <section className="academics-page">
      <PageHeading description={t('homework.subtitle', { context })}>
        {t('homework.title')}
      </PageHeading>
      <ChildrenView
        loadingLabel={t('homework.loading')}
        skeletons={{ count: 3, className: 'academics-skeleton-row' }}
      >
        {(students) => <Homework students={students} />}
      </ChildrenView>
    </section>
  );
}
