import type { ReportDateRange } from '@d742/contracts';
import { useAudience, useNow } from '@d742/platform';
import { PageHeading, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { useSchoolCalendar } from '../api/school-calendar';
import { REPORTS_NS } from '../i18n';
import { periodBounds, periodLabel } from '../lib/report-periods';
import { ChildAcademic } from './components/academic-tab';
import { ChildAttendance } from './components/attendance-tab';
import { ChildBehavior } from './components/behavior-tab';
import { ChildrenView } from './components/children-view';
import { ChildHealth } from './components/health-tab';
import { useRefreshOnReportEvents } from './use-refresh-on-report-events';
import '../lib/reports.css';

export const ALERT_TABS = ['behavior', 'health', 'attendance', 'academic'] as const;

function AttendanceTab({ now }: { now: number }) {
  const { t } = useTranslation(REPORTS_NS);
  const calendar = useSchoolCalendar();
  if (calendar.isPending) {
    return (
      <div role="status" aria-label={t('attendance.loading')}>
        <Skeleton className="reports-skeleton-card" />
      </div>
    );
  }
  // Without the district calendar the current quarter is unknown: the last 30 days stand in.
  const range: ReportDateRange = calendar.data ? 'current-quarter' : 'last-30-days';
  const period = periodBounds(range, calendar.data, now)!;
  return (
    <div className="reports-stack">
      <p className="reports-period">{periodLabel(range, period, t)}</p>
      <ChildrenView>
        {(students) =>
          students.map((student) => (
            <ChildAttendance key={student.id} student={student} period={period} />
          ))
        }
      </ChildrenView>
    </div>
  );
}

/** /alerts: per child behavior reports, health alerts, attendance and academic concerns. */
export default function AlertsPage() {
  const { t } = useTranslation(REPORTS_NS);
  const context = useAudience();
  const now = useNow();
  useRefreshOnReportEvents();
  return (
    <section className="reports-page">
      <PageHeading description={t('alerts.subtitle', { context })}>{t('alerts.title')}</PageHeading>
      <Tabs defaultValue="behavior">
        <TabsList aria-label={t('alerts.tabsLabel')}>
          {ALERT_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`alerts.tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="behavior">
          <ChildrenView>
            {(students) => students.map((s) => <ChildBehavior key={s.id} student={s} now={now} />)}
          </ChildrenView>
        </TabsContent>
        <TabsContent value="health">
          <ChildrenView>
            {(students) => students.map((s) => <ChildHealth key={s.id} student={s} now={now} />)}
          </ChildrenView>
        </TabsContent>
        <TabsContent value="attendance">
          <AttendanceTab now={now} />
        </TabsContent>
        <TabsContent value="academic">
          <ChildrenView>
            {(students) => students.map((s) => <ChildAcademic key={s.id} student={s} now={now} />)}
          </ChildrenView>
        </TabsContent>
      </Tabs>
    </section>
  );
}
