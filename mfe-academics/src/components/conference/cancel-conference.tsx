import { type Conference, cancelConferenceRequestSchema } from '@d742/contracts';
import { toast, useLanguage } from '@d742/platform';
import { Button, Label, Spinner } from '@d742/ui/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelConference } from '../../api/conferences';
import { ACADEMICS_NS, tNow } from '../../i18n';
import { FormError } from '../form-parts';
import { codeText, errorText, validationCode } from '../../lib/error-text';

/** 'Cancel conference', then a note (required) saying why; either side may cancel. */
export function CancelConference({ conference }: { conference: Conference }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const language = useLanguage((s) => s.language);
  const noteId = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const cancel = useCancelConference();

  if (conference.status === 'cancelled') return null;
  if (!open) {
    return (
      <Button variant="outline" className="academics-wide" onClick={() => setOpen(true)}>
        {t('conference.cancel')}
      </Button>
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (cancel.isPending) return;
    const parsed = cancelConferenceRequestSchema.safeParse({ note, language });
    if (!parsed.success) return setError(codeText(validationCode(parsed.error), t));
    setError(undefined);
    cancel.mutate(
      { id: conference.id, ...parsed.data },
      {
        onSuccess: () => toast({ title: () => tNow('conference.cancelled'), variant: 'success' }),
        onError: (err) => setError(errorText(err, t, t('conference.cancelFailed'))),
      },
    );
  }

  return (
    <form className="academics-form" onSubmit={onSubmit} noValidate>
      <div>
        <Label htmlFor={noteId}>{t('conference.cancelNote')}</Label>
        <textarea
          id={noteId}
          className="ui-input academics-textarea"
          rows={3}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <FormError error={error} />
      <div className="academics-actions">
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          {cancel.isPending ? (
            <Spinner size="sm" label={t('conference.confirmCancel')} />
          ) : (
            t('conference.confirmCancel')
          )}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setOpen(false);
            setError(undefined);
          }}
        >
          {t('conference.keep')}
        </Button>
      </div>
    </form>
  );
}
