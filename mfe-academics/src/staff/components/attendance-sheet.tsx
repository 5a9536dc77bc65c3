import {
  ATTENDANCE_STATUSES,
  type ClassAttendanceDay,
  type ClassAttendanceEntry,
  type StaffClass,
  classAttendanceRequestSchema,
} from '@d742/contracts';
import { toast, useNow } from '@d742/platform';
import { Badge, Input, Label } from '@d742/ui/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, SubmitButton } from '../../components/form-parts';
import { ACADEMICS_NS, tNow } from '../../i18n';
import { formatDay, parseDateOnly } from '../../lib/dates';
import { codeText, errorText, validationCode } from '../../lib/error-text';
import { QueryView } from '../../lib/query-view';
import { attendanceDay, schoolDay } from '../../lib/school-day';
import { WrittenText } from '../../lib/written-text';
import { useClassAttendance, useTakeAttendance } from '../api/staff-classes-api';

type Status = (typeof ATTENDANCE_STATUSES)[number];

/**
 * Where a row starts: the day's record whoever wrote it (so saving keeps what another class
 * recorded), else excused when a parent reported an absence, else present (decision 014).
 */
export function startingStatus(entry: ClassAttendanceEntry): Status {
  return entry.status ?? (entry.absenceReport?.kind === 'absent' ? 'excused' : 'present');
}

function StudentRow({
  entry,
  status,
  onChange,
}: {
  entry: ClassAttendanceEntry;
  status: Status;
  onChange(status: Status): void;
}) {
  const { t } = useTranslation(ACADEMICS_NS);
  const name = useId();
  const report = entry.absenceReport;
  return (
    <li>
      <fieldset className="academics-roll__row">
        <legend className="academics-roll__name">{`${entry.firstName} ${entry.lastName}`}</legend>
        {report ? (
          <div className="academics-roll__report">
            <Badge tone={report.kind === 'absent' ? 'primary' : 'warning'}>
              {t(`staff.attendance.reported.${report.kind}`)}
            </Badge>
            <p className="academics-assignment__meta">
              {t('staff.attendance.reason')}:{' '}
              <WrittenText text={report.reason} language={report.reasonLanguage} />
            </p>
          </div>
        ) : null}
        {entry.status && !entry.recordedHere ? (
          <p className="academics-assignment__meta">{t('staff.attendance.recordedElsewhere')}</p>
        ) : null}
        <div className="academics-choices">
          {ATTENDANCE_STATUSES.map((value) => (
            <label key={value} className={`academics-choice academics-choice--${value}`}>
              <input
                type="radio"
                name={name}
                value={value}
                checked={status === value}
                onChange={() => onChange(value)}
              />
              <span>{t(`staff.attendance.status.${value}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </li>
  );
}

/** The class's day: every row one tap from its status, saved together in one request. */
function AttendanceForm({ classId, day }: { classId: string; day: ClassAttendanceDay }) {
  const { t } = useTranslation(ACADEMICS_NS);
  // Only the teacher's taps; the rest follows the day as loaded (a live refetch may add a report).
  const [taps, setTaps] = useState<ReadonlyMap<string, Status>>(new Map());
  const [error, setError] = useState<string>();
  const save = useTakeAttendance(classId);
  const statusOf = (entry: ClassAttendanceEntry) =>
    taps.get(entry.studentId) ?? startingStatus(entry);
  const counts = Object.fromEntries(
    ATTENDANCE_STATUSES.map((s) => [s, day.entries.filter((e) => statusOf(e) === s).length]),
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = classAttendanceRequestSchema.safeParse({
      date: day.date,
      entries: day.entries.map((e) => ({ studentId: e.studentId, status: statusOf(e) })),
    });
    if (!parsed.success) return setError(codeText(validationCode(parsed.error), t));
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setTaps(new Map());
        toast({
          title: () => tNow('staff.attendance.saved'),
          description: () =>
            tNow('staff.attendance.savedDescription', {
              className: saved.className,
              day: formatDay(parseDateOnly(saved.date), tNow),
            }),
          variant: 'success',
        });
      },
      onError: (err) => setError(errorText(err, t, t('staff.attendance.saveFailed'))),
    });
  }

  return (
    <form className="academics-form" onSubmit={onSubmit} noValidate>
      <ul className="academics-list academics-roll">
        {day.entries.map((entry) => (
          <StudentRow
            key={entry.studentId}
            entry={entry}
            status={statusOf(entry)}
            onChange={(status) =>
              setTaps((current) => new Map(current).set(entry.studentId, status))
            }
          />
        ))}
      </ul>
      <div className="academics-savebar">
        <p className="academics-hint" aria-live="polite">
          {t('staff.attendance.summary', counts)}
        </p>
        <FormError error={error} />
        <SubmitButton
          pending={save.isPending}
          label={t('staff.attendance.save')}
          pendingLabel={t('staff.attendance.saving')}
          size="lg"
        />
      </div>
    </form>
  );
}

/** Take attendance for a day (today by default, never a day to come). */
export function AttendanceSheet({ schoolClass }: { schoolClass: StaffClass }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const dateId = useId();
  const now = useNow();
  const [date, setDate] = useState(() => attendanceDay(Date.now()));
  const lastDay = schoolDay(now);
  const problem = !date ? 'VALIDATION_FAILED' : date > lastDay ? 'FUTURE_DATE' : null;
  const day = useClassAttendance(schoolClass.id, problem ? null : date);
  return (
    <div className="academics-stack">
      <h4 className="academics-subtitle">{t('staff.attendance.title')}</h4>
      <div>
        <Label htmlFor={dateId}>{t('staff.attendance.date')}</Label>
        <Input
          id={dateId}
          type="date"
          max={lastDay}
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
      </div>
      <p className="academics-hint">{t('staff.attendance.hint')}</p>
      {problem ? (
        <p role="alert" className="academics-error">
          {codeText(problem, t)}
        </p>
      ) : (
        <QueryView
          query={day}
          loadingLabel={t('staff.attendance.loading')}
          errorMessage={t('staff.attendance.loadError')}
        >
          {(loaded) => <AttendanceForm key={loaded.date} classId={schoolClass.id} day={loaded} />}
        </QueryView>
      )}
    </div>
  );
}
