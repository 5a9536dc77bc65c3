import {
  ABSENCE_KINDS,
  ABSENCE_REASON_MAX_LENGTH,
  ABSENCE_REPORT_MAX_DAYS_AHEAD,
  type AbsenceReport,
  type Student,
  absenceReportRequestSchema,
} from '@d742/contracts';
import { RemoteModule, toast, useLanguage, useNow } from '@d742/platform';
import { Input, Label } from '@d742/ui/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbsenceReports, useReportAbsence } from '../../api/absence-reports';
import { DisclosureButton, FormError, SubmitButton } from '../form-parts';
import { ACADEMICS_NS, tNow } from '../../i18n';
import { formatDay, parseDateOnly } from '../../lib/dates';
import { codeText, errorText, validationCode } from '../../lib/error-text';
import { QueryView } from '../../lib/query-view';
import { addDays, firstReportableDay } from '../../lib/school-day';
import { useShowAll } from '../../lib/use-show-all';
import { WrittenText } from '../../lib/written-text';
import { DayItem } from '../day-item';
import { ShowAllButton } from '../show-all-button';

type Kind = (typeof ABSENCE_KINDS)[number];

/** What the voice remote's recorder hands its host when the parent keeps a recording. */
interface VoiceDraft {
  transcript: string;
}

const RECENT_REPORTS = 3;

function ReportList({ studentId }: { studentId: string }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const titleId = useId();
  const reports = useAbsenceReports(studentId);
  return (
    <div className="academics-stack academics-stack--tight">
      <h5 id={titleId} className="academics-subtitle">
        {t('absence.list')}
      </h5>
      <QueryView
        query={reports}
        loadingLabel={t('absence.listLoading')}
        errorMessage={t('absence.listError')}
        skeletons={{ count: 1, className: 'academics-skeleton-row' }}
      >
        {(list) => <Reports reports={list} labelId={titleId} />}
      </QueryView>
    </div>
  );
}

function Reports({ reports, labelId }: { reports: AbsenceReport[]; labelId: string }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const { visible, hasMore, showAll, toggle } = useShowAll(reports, RECENT_REPORTS);
  if (reports.length === 0) return <p className="academics-muted">{t('absence.listEmpty')}</p>;
  return (
    <>
      <ul className="academics-list" aria-labelledby={labelId}>
        {visible.map((report) => (
          <DayItem
            key={report.id}
            date={report.date}
            tone={report.kind === 'absent' ? 'neutral' : 'warning'}
            label={t(`absence.kinds.${report.kind}`)}
          >
            <WrittenText text={report.reason} language={report.reasonLanguage} />
          </DayItem>
        ))}
      </ul>
      {hasMore ? <ShowAllButton showAll={showAll} onToggle={toggle} /> : null}
    </>
  );
}

function AbsenceForm({ student }: { student: Student }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const language = useLanguage((s) => s.language);
  const now = useNow();
  const ids = { date: useId(), reason: useId(), count: useId(), kind: useId(), voice: useId() };
  const first = firstReportableDay(now);
  const last = addDays(first, ABSENCE_REPORT_MAX_DAYS_AHEAD);
  const [date, setDate] = useState(first);
  const [kind, setKind] = useState<Kind>('absent');
  const [reason, setReason] = useState('');
  const [voiceOpen, setVoiceOpen] = useState(false);
  const [fromVoice, setFromVoice] = useState(false);
  const [error, setError] = useState<string>();
  const report = useReportAbsence(student.id);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (report.isPending) return;
    const parsed = absenceReportRequestSchema.safeParse({
      date,
      kind,
      reason,
      reasonLanguage: language,
    });
    if (!parsed.success) return setError(codeText(validationCode(parsed.error), t));
    if (parsed.data.date < first || parsed.data.date > last)
      return setError(codeText('DATE_OUT_OF_RANGE', t));
    setError(undefined);
    report.mutate(parsed.data, {
      onSuccess: (saved) => {
        setReason('');
        setFromVoice(false);
        toast({
          title: () => tNow('absence.sent'),
          description: () =>
            tNow('absence.sentDescription', {
              name: student.firstName,
              day: formatDay(parseDateOnly(saved.date), tNow),
            }),
          variant: 'success',
        });
      },
      onError: (err) => {
        const message = errorText(err, t, t('absence.sendFailed'));
        setError(message);
        toast({
          title: () => tNow('absence.sendFailed'),
          description: message,
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <form className="academics-form" onSubmit={onSubmit} noValidate>
      <div>
        <Label htmlFor={ids.date}>{t('absence.date')}</Label>
        <Input
          id={ids.date}
          type="date"
          min={first}
          max={last}
          value={date}
          aria-describedby={`${ids.date}-hint`}
          onChange={(e) => setDate(e.target.value)}
        />
        <p id={`${ids.date}-hint`} className="academics-hint">
          {t('absence.dateHint')}
        </p>
      </div>
      <fieldset className="academics-fieldset">
        <legend className="ui-label">{t('absence.kind')}</legend>
        <div className="academics-choices">
          {ABSENCE_KINDS.map((value) => (
            <label key={value} className={`academics-choice academics-choice--${value}`}>
              <input
                type="radio"
                name={ids.kind}
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
              />
              <span>{t(`absence.kinds.${value}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <Label htmlFor={ids.reason}>{t('absence.reason')}</Label>
        <textarea
          id={ids.reason}
          className="ui-input academics-textarea"
          rows={3}
          lang={language}
          maxLength={ABSENCE_REASON_MAX_LENGTH}
          value={reason}
          aria-describedby={ids.count}
          onChange={(e) => setReason(e.target.value)}
        />
        <p id={ids.count} className="academics-hint">
          {t('absence.reasonCount', { count: reason.length })}
        </p>
        {fromVoice ? (
          <p role="status" className="academics-hint">
            {t('absence.fromVoice')}
          </p>
        ) : null}
      </div>
      <DisclosureButton
        open={voiceOpen}
        controls={ids.voice}
        onToggle={() => setVoiceOpen((open) => !open)}
      >
        {t('absence.speak')}
      </DisclosureButton>
      {voiceOpen ? (
        <div id={ids.voice} className="academics-voice">
          <RemoteModule
            remote="voice"
            expose="VoiceMessageRecorder"
            props={{
              onComplete: ({ transcript }: VoiceDraft) => {
                if (!transcript.trim()) return;
                setReason(transcript.slice(0, ABSENCE_REASON_MAX_LENGTH));
                setFromVoice(true);
              },
            }}
          />
        </div>
      ) : null}
      <FormError error={error} />
      <SubmitButton
        pending={report.isPending}
        label={t('absence.submit')}
        pendingLabel={t('absence.sending')}
      />
    </form>
  );
}

/**
 * A parent tells the school from the child's card that the child will be absent or late (today
 * or up to 30 days ahead), with a reason typed or spoken; the family's reports are listed below.
 */
export function ReportAbsence({ student }: { student: Student }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const panelId = useId();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="academics-absence">
      <DisclosureButton
        open={open}
        controls={panelId}
        className="academics-wide"
        onToggle={() => setOpen((v) => !v)}
      >
        {t('absence.open')}
      </DisclosureButton>
      {open ? (
        <section id={panelId} aria-labelledby={titleId} className="academics-stack">
          <h4 id={titleId} className="ui-sr-only">
            {t('absence.title', { name: student.firstName })}
          </h4>
          <AbsenceForm student={student} />
          <ReportList studentId={student.id} />
        </section>
      ) : null}
    </div>
  );
}
