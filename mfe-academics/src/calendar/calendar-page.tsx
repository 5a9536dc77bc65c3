import { useAudience, useNow, useSession } from '@d742/platform';
import { PageHeading } from '@d742/ui/core';
import { useTranslation } from 'react-i18next';
import { useLiveRefresh } from '../api/live-refresh';
import { ChildrenView } from '../components/children-view';
import { ACADEMICS_NS } from '../i18n';
import { ChildAssignmentsCard } from './components/child-assignments-card';
import { ChildAttendanceCard } from './components/child-attendance-card';
import { ConferenceInvitations } from './components/conference-invitations';
import { UpcomingEvents } from './components/upcoming-events';
import '../lib/academics.css';

function ChildrenCards({ now }: { now: number }) {
  const { t } = useTranslation(ACADEMICS_NS);
  return (
    <ChildrenView loadingLabel={t('calendar.loading')}>
      {(students) =>
        students.map((student) => (
          <div key={student.id} className="academics-stack">
            <ChildAssignmentsCard student={student} now={now} />
            <ChildAttendanceCard student={student} />
          </div>
        ))
      }
    </ChildrenView>
  );
}

/**
 * /calendar: upcoming events (booked conferences among them), a parent's conference invitations,
 * then each child's assignments and attendance (none for a community member).
 */
export default function CalendarPage() {
  const { t } = useTranslation(ACADEMICS_NS);
  const context = useAudience();
  const now = useNow();
  const isParent = useSession((s) => s.user?.role === 'parent');
  useLiveRefresh();
  return (
    <section className="academics-page">
      <PageHeading description={t('calendar.subtitle', { context })}>
        {t('calendar.title')}
      </PageHeading>
      <UpcomingEvents now={now} />
      {isParent ? <ConferenceInvitations /> : null}
      {/* A community member's calendar is the district's: no student's work to say is missing. */}
      {context === 'community' ? null : <ChildrenCards now={now} />}
    </section>
  );
}
