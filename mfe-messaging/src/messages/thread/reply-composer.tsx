import { CONVERSATION_TEXT_MAX_LENGTH } from '@d742/contracts';
import { useLanguage } from '@d742/platform';
import { Button, Spinner } from '@d742/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGING_NS } from '../../i18n';
import { useSendReply } from '../api/thread-api';
import { SendFailure } from '../components/send-failure';
import { TextAreaField } from '../components/text-area-field';
import { RecorderToggle, VoiceAttachment, voiceTooLarge } from '../components/voice-attachment';
import {
  type VoiceDraft,
  clearReplyDraft,
  sameReply,
  updateReplyDraft,
  useReplyDraft,
} from '../drafts/draft-store';
import { sendAttemptFor } from '../../send-key';

export interface ReplyComposerProps {
  /** The id the thread was opened with (the reader's copy); replies go there. */
  messageId: string;
  /** The thread's id: its draft is kept under it. */
  threadId: string;
}

/**
 * Answer by text, by voice (the voice remote's recorder hands over the kept WAV), or both. The
 * draft lives in the draft store until the server has the reply: a failed send keeps it, with
 * the reason in the reader's language and a Retry.
 */
export function ReplyComposer({ messageId, threadId }: ReplyComposerProps) {
  const { t } = useTranslation(MESSAGING_NS);
  const language = useLanguage((s) => s.language);
  const draft = useReplyDraft(threadId);
  const [recorderOpen, setRecorderOpen] = useState(false);
  const [justSent, setJustSent] = useState(false);
  const send = useSendReply(messageId, { onSent: () => clearReplyDraft(threadId) });

  const hasText = draft.text.trim() !== '';
  const canSend =
    (hasText || draft.voice !== null) && !voiceTooLarge(draft.voice) && !send.isPending;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    setJustSent(false);
    // Sent again unchanged (after a failure, perhaps one whose answer was lost), it keeps its key
    // and the server stores it once; changed, it is a new reply.
    const attempt = sendAttemptFor(
      draft.lastSend,
      { text: draft.text, voice: draft.voice },
      sameReply,
    );
    updateReplyDraft(threadId, { lastSend: attempt });
    send.mutate(
      {
        content: draft.text,
        language,
        recording: draft.voice?.wav ?? null,
        idempotencyKey: attempt.key,
      },
      { onSuccess: () => setJustSent(true) },
    );
  }

  function keepRecording(voice: VoiceDraft) {
    updateReplyDraft(threadId, { voice, recordingNotSent: false });
    setRecorderOpen(false);
  }

  function toggleRecorder() {
    setJustSent(false);
    setRecorderOpen((open) => !open);
  }

  return (
    <form className="messaging-composer" aria-label={t('reply.label')} onSubmit={submit}>
      <TextAreaField
        label={t('reply.label')}
        hint={t('reply.hint', {
          language: t(`languages.${language}`),
          max: CONVERSATION_TEXT_MAX_LENGTH,
        })}
        value={draft.text}
        onChange={(text) => {
          setJustSent(false);
          updateReplyDraft(threadId, { text });
        }}
        maxLength={CONVERSATION_TEXT_MAX_LENGTH}
        lang={language}
        readOnly={send.isPending}
        rows={3}
      />
      {draft.recordingNotSent && draft.voice ? (
        <p role="alert" className="messaging-send-failure">
          {t('reply.recordingNotSent')}
        </p>
      ) : null}
      <VoiceAttachment
        voice={draft.voice}
        recorderOpen={recorderOpen}
        onKeep={keepRecording}
        onRemove={() => updateReplyDraft(threadId, { voice: null, recordingNotSent: false })}
        disabled={send.isPending}
      />
      {send.isError ? <SendFailure error={send.error} onRetry={() => submit()} /> : null}
      <div className="messaging-composer__actions">
        <RecorderToggle open={recorderOpen} onToggle={toggleRecorder} disabled={send.isPending} />
        <Button type="submit" disabled={!canSend}>
          {send.isPending ? (
            <Spinner size="sm" label={t('reply.sending')} showLabel />
          ) : (
            t('reply.send')
          )}
        </Button>
      </div>
      {justSent ? (
        <p role="status" className="messaging-field__hint">
          {t('reply.sent')}
        </p>
      ) : null}
    </form>
  );
}
