import type { AttendanceRecord, Student } from '@d742/contracts';
import { useSession } from '@d742/platform';
import { type BadgeTone, Card, CardContent, CardHeader, CardTitle } from '@d742/ui/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportAbsence } from '../../components/absence/report-absence';
import { DayItem } from '../../components/day-item';
import { ShowAllButton } from '../../components/show-all-button';
import { ACADEMICS_NS } from '../../i18n';
import { formatAttendanceRate } from '../../lib/format';
import { QueryView } from '../../lib/query-view';
import { useShowAll } from '../../lib/use-show-all';
import { useStudentAttendance } from '../api/calendar-api';
import { recentFirst } from '../calendar-rules';

const RECENT_RECORDS = 5;

const STATUS_TONES: Record<AttendanceRecord['status'], BadgeTone> = {
  present: 'success',
  absent: 'destructive',
  tardy: 'warning',
  excused: 'neutral',
};

function RecordList({ records, labelId }: { records: AttendanceRecord[]; labelId: string }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const { visible, hasMore, showAll, toggle } = useShowAll(recentFirst(records), RECENT_RECORDS);
  if (records.length === 0)
    return <p className="academics-muted">{t('calendar.attendance.empty')}</p>;
  return (
    <>
      <ul className="academics-list" aria-labelledby={labelId}>
        {visible.map((record) => (
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
      {hasMore ? <ShowAllButton showAll={showAll} onToggle={toggle} /> : null}
    </>
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
        <QueryView
          query={useStudentAttendance(student.id)}
          loadingLabel={t('calendar.attendance.loading')}
          errorMessage={t('calendar.attendance.loadError')}
        >
          {(records) => <RecordList records={records} labelId={recordsId} />}
        </QueryView>
        {isParent ? <ReportAbsence student={student} /> : null}
      </CardContent>
    </Card>
  );
}
