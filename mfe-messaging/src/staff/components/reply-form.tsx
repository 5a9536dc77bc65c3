import { CONVERSATION_TEXT_MAX_LENGTH, type Language } from '@d742/contracts';
import { ApiError, toast } from '@d742/platform';
import { Label } from '@d742/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendAttemptFor, type SendAttempt } from '../../send-key';
import { useSendReply } from '../api/staff-api';
import { STAFF_NS, tNow } from '../i18n';
import { useLanguageName } from './shown-text';
import { SubmitRow } from './submit-row';

/** A typed reply in the teacher's interface language; on failure the text stays for a retry. */
export function ReplyForm({ messageId }: { messageId: string }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const languageName = useLanguageName();
  const fieldId = useId();
  const hintId = useId();
  const language: Language = i18n.language === 'en' ? 'en' : 'so';
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [lastSend, setLastSend] = useState<SendAttempt<string> | null>(null);
  const send = useSendReply(messageId);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    const content = text.trim();
    if (!content) return setError(t('reply.empty'));
    setError(undefined);
    // The same text sent again (a retry) keeps its key, so the school's copy is stored once.
    const attempt = sendAttemptFor(lastSend, content);
    setLastSend(attempt);
    send.mutate(
      { content, language, idempotencyKey: attempt.key },
      {
        onSuccess: () => {
          setLastSend(null);
          setText('');
          toast({ title: () => tNow('reply.sent'), variant: 'success' });
        },
        onError: (err) =>
          setError(
            err instanceof ApiError && err.serverMessage ? err.serverMessage : t('reply.failed'),
          ),
      },
    );
  }

  return (
    <form className="staff-form staff-reply" onSubmit={onSubmit} noValidate>
      <Label htmlFor={fieldId}>{t('reply.label')}</Label>
      <textarea
        id={fieldId}
        className="ui-input staff-textarea"
        rows={3}
        maxLength={CONVERSATION_TEXT_MAX_LENGTH}
        value={text}
        lang={language}
        aria-describedby={hintId}
        placeholder={t('reply.placeholder', { language: languageName(language) })}
        onChange={(e) => setText(e.target.value)}
      />
      <p id={hintId} className="staff-hint">
        {t('reply.hint')}
      </p>
      <SubmitRow
        error={error}
        pending={send.isPending}
        label={t('reply.send')}
        pendingLabel={t('reply.sending')}
      />
    </form>
  );
}
