import { RECENT_ATTENDANCE_COUNT, type AttendanceRecord, type Student } from '@d742/contracts';
import { useSession } from '@d742/platform';
import {
  type BadgeTone,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ErrorState,
  Skeleton,
} from '@d742/ui/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportAbsence } from '../../components/absence/report-absence';
import { DayItem } from '../../components/day-item';
import { ShowAllButton } from '../../components/show-all-button';
import { ACADEMICS_NS } from '../../i18n';
import { formatAttendanceRate } from '../../lib/format';
import { QueryView } from '../../lib/query-view';
import { useStudentAttendance } from '../api/calendar-api';
import { recentFirst } from '../calendar-rules';

const STATUS_TONES: Record<AttendanceRecord['status'], BadgeTone> = {
  present: 'success',
  absent: 'destructive',
  tardy: 'warning',
  excused: 'neutral',
};

function RecordList({ records, labelId }: { records: AttendanceRecord[]; labelId: string }) {
  const { t } = useTranslation(ACADEMICS_NS);
  return (
    <ul className="academics-list" aria-labelledby={labelId}>
      {records.map((record) => (
        <DayItem
          key={record.id}
          date={record.date}
          tone={STATUS_TONES[record.status]}
          label={t(`calendar.attendance.status.${record.status}`)}
        >
          {record.note}
        </DayItem>
      ))}
    </ul>
  );
}

/**
 * The latest RECENT_ATTENDANCE_COUNT days (read with one more, to know whether there are more), then the
 * whole year once the reader asks for it: the service reads a child's latest days month by month,
 * so the calendar's first answer is a month's records, not the year's 180 (decision 042). The
 * latest days stay on screen while the rest loads.
 */
function Records({ studentId, labelId }: { studentId: string; labelId: string }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const [showAll, setShowAll] = useState(false);
  const recent = useStudentAttendance(studentId, RECENT_ATTENDANCE_COUNT + 1);
  const whole = useStudentAttendance(studentId, showAll ? 'all' : null);
  return (
    <QueryView
      query={recent}
      loadingLabel={t('calendar.attendance.loading')}
      errorMessage={t('calendar.attendance.loadError')}
    >
      {(latest) => {
        if (latest.length === 0)
          return <p className="academics-muted">{t('calendar.attendance.empty')}</p>;
        const hasMore = latest.length > RECENT_ATTENDANCE_COUNT;
        const records =
          showAll && whole.data
            ? recentFirst(whole.data)
            : recentFirst(latest).slice(0, RECENT_ATTENDANCE_COUNT);
        return (
          <>
            <RecordList records={records} labelId={labelId} />
            {showAll && whole.isPending ? (
              <div role="status" aria-label={t('calendar.attendance.loading')}>
                <Skeleton className="academics-skeleton-row" />
              </div>
            ) : null}
            {showAll && whole.isError ? (
              <ErrorState
                message={t('calendar.attendance.loadError')}
                retryLabel={t('state.retry')}
                onRetry={() => void whole.refetch()}
              />
            ) : null}
            {hasMore ? (
              <ShowAllButton showAll={showAll} onToggle={() => setShowAll((v) => !v)} />
            ) : null}
          </>
        );
      }}
    </QueryView>
  );
}

/**
 * The child's attendance rate (computed by the service) and records, most recent first; a parent
 * reports an absence from here too.
 */
export function ChildAttendanceCard({ student }: { student: Student }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const isParent = useSession((s) => s.user?.role === 'parent');
  const titleId = useId();
  const recordsId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader className="academics-student-card__header">
        <CardTitle id={titleId}>
          {t('calendar.attendance.title', { name: student.firstName })}
        </CardTitle>
        <p className="academics-gpa">
          <span className="ui-sr-only">{t('calendar.attendance.rate')} </span>
          <span className="academics-gpa__value">
            {formatAttendanceRate(student.attendanceRate)}
          </span>
        </p>
      </CardHeader>
      <CardContent>
        <h3 id={recordsId} className="ui-sr-only">
          {t('calendar.attendance.records')}
        </h3>
        <Records studentId={student.id} labelId={recordsId} />
        {isParent ? <ReportAbsence student={student} /> : null}
      </CardContent>
    </Card>
  );
}
