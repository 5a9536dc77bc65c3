import type { Conference } from '@d742/contracts';
import { toast } from '@d742/platform';
import { Card, CardContent, CardHeader, CardTitle } from '@d742/ui/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookConference } from '../../api/conferences';
import { CancelConference } from '../../components/conference/cancel-conference';
import { ConferenceDetails } from '../../components/conference/conference-details';
import { ConferenceList } from '../../components/conference/conference-list';
import { formatSlot } from '../../components/conference/conference-time';
import { FormError, SubmitButton } from '../../components/form-parts';
import { ACADEMICS_NS, tNow } from '../../i18n';
import { errorText } from '../../lib/error-text';

/** The times a teacher offered: the parent picks one; the first pick of the family wins. */
function PickTime({
  conference,
  setError,
}: {
  conference: Conference;
  setError(error: string | undefined): void;
}) {
  const { t } = useTranslation(ACADEMICS_NS);
  const name = useId();
  const [slotStart, setSlotStart] = useState<string>();
  const book = useBookConference();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (book.isPending) return;
    const slot = conference.slots.find((s) => s.start === slotStart);
    if (!slot) return setError(t('conference.chooseSlot'));
    setError(undefined);
    book.mutate(
      { id: conference.id, slotStart: slot.start },
      {
        onSuccess: () =>
          toast({
            title: () => tNow('conference.booked'),
            description: () =>
              tNow('conference.bookedDescription', { time: formatSlot(slot, tNow) }),
            variant: 'success',
          }),
        onError: (err) => setError(errorText(err, t, t('conference.bookFailed'))),
      },
    );
  }

  return (
    <form className="academics-form" onSubmit={onSubmit} noValidate>
      <fieldset className="academics-fieldset">
        <legend className="ui-label">{t('conference.pick')}</legend>
        <div className="academics-slot-choices">
          {conference.slots.map((slot) => (
            <label key={slot.start} className="academics-slot-choice">
              <input
                type="radio"
                name={name}
                value={slot.start}
                checked={slotStart === slot.start}
                onChange={() => setSlotStart(slot.start)}
              />
              <span>{formatSlot(slot, t)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <SubmitButton
        pending={book.isPending}
        label={t('conference.book')}
        pendingLabel={t('conference.booking')}
      />
    </form>
  );
}

/**
 * One conference of the family. A refused pick (the other guardian was first) is said here and
 * stays said while the conference shows as it now is.
 */
function FamilyConference({ conference }: { conference: Conference }) {
  const [error, setError] = useState<string>();
  return (
    <ConferenceDetails conference={conference} side="family" heading="h3">
      {conference.status === 'offered' ? (
        <PickTime conference={conference} setError={setError} />
      ) : null}
      <FormError error={error} />
      <CancelConference conference={conference} />
    </ConferenceDetails>
  );
}

/** Calendar: the family's parent-teacher conferences — open invitations to pick from, booked and cancelled ones. */
export function ConferenceInvitations() {
  const { t } = useTranslation(ACADEMICS_NS);
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t('conference.invitations')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ConferenceList
          labelId={titleId}
          item={(conference) => <FamilyConference key={conference.id} conference={conference} />}
        />
      </CardContent>
    </Card>
  );
}
