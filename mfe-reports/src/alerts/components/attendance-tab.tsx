import type { AttendanceRecord, Student } from '@d742/contracts';
import { Badge, type BadgeTone } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../../i18n';
import { formatShortDay } from '../../lib/dates';
import { QueryView } from '../../lib/query-view';
import type { PeriodBounds } from '../../lib/report-periods';
import { missedDays } from '../alert-rules';
import { useStudentAttendance } from '../api/alerts-api';
import { ChildSection } from './child-section';

const STATUS_TONES: Record<AttendanceRecord['status'], BadgeTone> = {
  present: 'success',
  absent: 'destructive',
  tardy: 'warning',
  excused: 'neutral',
};

/** The child's absences and late arrivals in the current period (the tab names the period). */
export function ChildAttendance({ student, period }: { student: Student; period: PeriodBounds }) {
  const { t } = useTranslation(REPORTS_NS);
  const records = useStudentAttendance(student.id);
  const missed = records.data ? missedDays(records.data, period) : undefined;
  const count = missed?.length;
  return (
    <ChildSection student={student} count={count} countLabel={t('attendance.count', { count })}>
      <QueryView
        query={records}
        loadingLabel={t('attendance.loading')}
        errorMessage={t('attendance.loadError')}
      >
        {() =>
          !missed || missed.length === 0 ? (
            <p className="reports-empty">{t('attendance.empty')}</p>
          ) : (
            <ul className="reports-list" aria-label={t('attendance.listLabel')}>
              {missed.map((record) => (
                <li key={record.id} className="reports-item reports-item--row">
                  <time dateTime={record.date} className="reports-item__date">
                    {formatShortDay(record.date, t)}
                  </time>
                  <Badge tone={STATUS_TONES[record.status]}>
                    {t(`attendance.status.${record.status}`)}
                  </Badge>
                  {record.note ? <p className="reports-item__meta">{record.note}</p> : null}
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </ChildSection>
  );
}
