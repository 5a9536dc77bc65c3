import {
  type OfferConferenceRequest,
  type StaffClass,
  type StaffWorkspaceErrorCode,
  offerConferenceRequestSchema,
} from '@d742/contracts';
import { toast, toDateOnly, useLanguage } from '@d742/platform';
import { Button, Input, Label } from '@d742/ui/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfferConference } from '../../api/conferences';
import { CancelConference } from '../../components/conference/cancel-conference';
import { ConferenceDetails } from '../../components/conference/conference-details';
import { ConferenceList } from '../../components/conference/conference-list';
import { FormError, SubmitButton } from '../../components/form-parts';
import { ACADEMICS_NS, tNow } from '../../i18n';
import { codeText, errorText, validationCode } from '../../lib/error-text';
import { localInstant } from '../../lib/school-day';

/** The UI offers up to five times at once (the service takes ten). */
export const MAX_SLOTS = 5;
const LENGTHS = [10, 15, 20, 30, 45, 60] as const;

interface SlotDraft {
  date: string;
  time: string;
  minutes: number;
}

function tomorrowAfternoon(): SlotDraft {
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  return { date: toDateOnly(tomorrow), time: '15:00', minutes: 20 };
}

/** The next time right after `slot` on the same day. */
function after(slot: SlotDraft): SlotDraft {
  const start = localInstant(slot.date, slot.time);
  if (!start) return { ...slot };
  const next = new Date(Date.parse(start) + slot.minutes * 60_000);
  const hh = String(next.getHours()).padStart(2, '0');
  const mm = String(next.getMinutes()).padStart(2, '0');
  return { date: toDateOnly(next), time: `${hh}:${mm}`, minutes: slot.minutes };
}

function SlotFields({
  n,
  slot,
  onChange,
  onRemove,
}: {
  n: number;
  slot: SlotDraft;
  onChange(slot: SlotDraft): void;
  onRemove?(): void;
}) {
  const { t } = useTranslation(ACADEMICS_NS);
  const ids = { date: useId(), time: useId(), length: useId() };
  return (
    <fieldset className="academics-fieldset academics-slot">
      <legend className="ui-label">{t('staff.conferences.slot', { n })}</legend>
      <div className="academics-slot__fields">
        <div className="academics-slot__date">
          <Label htmlFor={ids.date}>{t('staff.conferences.date')}</Label>
          <Input
            id={ids.date}
            type="date"
            value={slot.date}
            onChange={(e) => onChange({ ...slot, date: e.target.value })}
          />
        </div>
        <div>
          <Label htmlFor={ids.time}>{t('staff.conferences.start')}</Label>
          <Input
            id={ids.time}
            type="time"
            value={slot.time}
            onChange={(e) => onChange({ ...slot, time: e.target.value })}
          />
        </div>
        <div>
          <Label htmlFor={ids.length}>{t('staff.conferences.length')}</Label>
          <select
            id={ids.length}
            className="ui-input academics-select"
            value={slot.minutes}
            onChange={(e) => onChange({ ...slot, minutes: Number(e.target.value) })}
          >
            {LENGTHS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('staff.conferences.minutes', { count: minutes })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {onRemove ? (
        <Button variant="ghost" size="sm" onClick={onRemove}>
          {t('staff.conferences.removeSlot', { n })}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** The request the form describes, or the code of what is wrong with it. */
function offerRequest(
  studentId: string,
  slots: readonly SlotDraft[],
  note: string,
  language: OfferConferenceRequest['language'],
  now: number,
): { ok: true; body: OfferConferenceRequest } | { ok: false; code: StaffWorkspaceErrorCode } {
  const times = slots.map((s) => {
    const start = localInstant(s.date, s.time);
    return start
      ? { start, end: new Date(Date.parse(start) + s.minutes * 60_000).toISOString() }
      : null;
  });
  if (times.some((s) => s === null)) return { ok: false, code: 'SLOT_INVALID' };
  const parsed = offerConferenceRequestSchema.safeParse({
    studentId,
    slots: times,
    note: note.trim() || undefined,
    language,
  });
  if (!parsed.success) return { ok: false, code: validationCode(parsed.error) };
  if (parsed.data.slots.some((s) => Date.parse(s.start) <= now))
    return { ok: false, code: 'SLOT_IN_PAST' };
  return { ok: true, body: parsed.data };
}

function OfferForm({ schoolClass }: { schoolClass: StaffClass }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const language = useLanguage((s) => s.language);
  const ids = { student: useId(), note: useId() };
  const [studentId, setStudentId] = useState('');
  const [slots, setSlots] = useState<SlotDraft[]>(() => [tomorrowAfternoon()]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const offer = useOfferConference();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (offer.isPending) return;
    if (!studentId) return setError(t('staff.conferences.chooseStudent'));
    const request = offerRequest(studentId, slots, note, language, Date.now());
    if (!request.ok) return setError(codeText(request.code, t));
    setError(undefined);
    offer.mutate(request.body, {
      onSuccess: (conference) => {
        setNote('');
        setSlots([tomorrowAfternoon()]);
        toast({
          title: () => tNow('staff.conferences.offered'),
          description: () =>
            tNow('staff.conferences.offeredDescription', {
              name: conference.studentName,
            }),
          variant: 'success',
        });
      },
      onError: (err) => setError(errorText(err, t, t('staff.conferences.offerFailed'))),
    });
  }

  return (
    <form className="academics-form" onSubmit={onSubmit} noValidate>
      <div>
        <Label htmlFor={ids.student}>{t('staff.conferences.student')}</Label>
        <select
          id={ids.student}
          className="ui-input academics-select"
          value={studentId}
          onChange={(e) => setStudentId(e.target.value)}
        >
          <option value="" disabled>
            {t('staff.conferences.choose')}
          </option>
          {schoolClass.students.map((s) => (
            <option key={s.studentId} value={s.studentId}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      {slots.map((slot, i) => (
        <SlotFields
          // Rows are only added and removed at the end, so the index is a stable key.
          key={i}
          n={i + 1}
          slot={slot}
          onChange={(next) => setSlots(slots.map((s, j) => (j === i ? next : s)))}
          onRemove={slots.length > 1 ? () => setSlots(slots.filter((_, j) => j !== i)) : undefined}
        />
      ))}
      {slots.length < MAX_SLOTS ? (
        <Button
          variant="outline"
          onClick={() =>
            setSlots([...slots, after(slots[slots.length - 1] ?? tomorrowAfternoon())])
          }
        >
          {t('staff.conferences.addSlot')}
        </Button>
      ) : null}
      <div>
        <Label htmlFor={ids.note}>{t('staff.conferences.note')}</Label>
        <textarea
          id={ids.note}
          className="ui-input academics-textarea"
          rows={3}
          maxLength={500}
          lang={language}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <FormError error={error} />
      <SubmitButton
        pending={offer.isPending}
        label={t('staff.conferences.offer')}
        pendingLabel={t('staff.conferences.offering')}
        size="lg"
      />
    </form>
  );
}

/** Offer a child of the class conference times; the teacher's conferences with their state. */
export function ClassConferences({ schoolClass }: { schoolClass: StaffClass }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const listId = useId();
  return (
    <div className="academics-stack">
      <h4 className="academics-subtitle">{t('staff.conferences.title')}</h4>
      <OfferForm schoolClass={schoolClass} />
      <h4 id={listId} className="academics-subtitle">
        {t('staff.conferences.listTitle')}
      </h4>
      <ConferenceList
        labelId={listId}
        item={(conference) => (
          <ConferenceDetails key={conference.id} conference={conference} side="school" heading="h5">
            <CancelConference conference={conference} />
          </ConferenceDetails>
        )}
      />
    </div>
  );
}
