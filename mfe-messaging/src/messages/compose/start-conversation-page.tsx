import { CONVERSATION_TEXT_MAX_LENGTH, MESSAGE_SUBJECT_MAX_LENGTH } from '@d742/contracts';
import { takeTeacherHandoff, useLanguage, useSession } from '@d742/platform';
import { Button, Input, Label, Spinner } from '@d742/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from '@d742/platform/router';
import { MESSAGING_NS } from '../../i18n';
import { useStartConversation } from '../api/conversation-api';
import { BackLink } from '../components/back-link';
import { SendFailure } from '../components/send-failure';
import { TextAreaField } from '../components/text-area-field';
import { RecorderToggle, VoiceAttachment, voiceTooLarge } from '../components/voice-attachment';
import {
  type VoiceDraft,
  settleConversationDraft,
  updateConversationDraft,
  useDraftStore,
} from '../drafts/draft-store';
import { ChildPicker } from './child-picker';
import { TeacherPicker } from './teacher-picker';

/**
 * Words or a recording the parent made with the More page's translator or recorder: they open
 * here, in place of what the draft had (the parent asked for them just now). True when some came.
 */
function useHandedOverDraft(): boolean {
  const [handed, setHanded] = useState(false);
  useEffect(() => {
    const draft = takeTeacherHandoff();
    if (!draft) return;
    updateConversationDraft({
      ...(draft.text.trim() ? { content: draft.text, language: draft.language } : {}),
      ...(draft.recording ? { voice: draft.recording } : {}),
    });
    setHanded(true);
  }, []);
  return handed;
}

/**
 * /messages/new (parents): pick the child, then one of that child's teachers from academics'
 * directory, write a topic and the message, by text, voice or both; the new thread opens. The
 * draft is kept until the server has it.
 */
export function StartConversationPage() {
  const { t } = useTranslation(MESSAGING_NS);
  const parent = useSession((s) => s.user?.role === 'parent');
  const portalLanguage = useLanguage((s) => s.language);
  const navigate = useNavigate();
  const draft = useDraftStore((s) => s.conversation);
  const headingId = useId();
  const subjectId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [recorderOpen, setRecorderOpen] = useState(false);
  const handed = useHandedOverDraft();
  const start = useStartConversation({
    onStarted: ({ thread, recordingSent }) =>
      settleConversationDraft(thread.message.thread.id, recordingSent),
  });

  useEffect(() => heading.current?.focus(), []);

  if (!parent) return <Navigate to=".." replace />;

  const { studentId, teacherId, subject, content, voice } = draft;
  // Text handed over from the translator keeps the language it was written in.
  const language = draft.language ?? portalLanguage;
  const canSend =
    studentId !== null &&
    teacherId !== null &&
    subject.trim() !== '' &&
    (content.trim() !== '' || voice !== null) &&
    !voiceTooLarge(voice) &&
    !start.isPending;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend || !studentId || !teacherId) return;
    const request = {
      studentId,
      teacherId,
      subject: subject.trim(),
      // A recording alone still opens with a line the teacher reads in their language.
      content: content.trim() || t('compose.voiceOnly', { lng: language }),
      language,
    };
    start.mutate(
      { request, recording: voice?.wav ?? null },
      {
        onSuccess: ({ thread }) => {
          navigate(`../${encodeURIComponent(thread.message.id)}`);
        },
      },
    );
  }

  function keepRecording(kept: VoiceDraft) {
    updateConversationDraft({ voice: kept });
    setRecorderOpen(false);
  }

  return (
    <div className="messaging-stack">
      <BackLink />
      <section className="messaging-compose" aria-labelledby={headingId}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className="messaging-thread__subject">
          {t('compose.title')}
        </h2>
        <p className="messaging-field__hint">{t('compose.intro')}</p>
        {handed ? (
          <p role="status" className="messaging-field__hint">
            {t('compose.handedOver')}
          </p>
        ) : null}
        <form className="messaging-stack" onSubmit={submit}>
          <ChildPicker
            value={studentId}
            onChange={(id) => updateConversationDraft({ studentId: id, teacherId: null })}
            disabled={start.isPending}
          />
          {studentId ? (
            <TeacherPicker
              studentId={studentId}
              value={teacherId}
              onChange={(id) => updateConversationDraft({ teacherId: id })}
              disabled={start.isPending}
            />
          ) : null}
          <div className="messaging-field">
            <Label htmlFor={subjectId}>{t('compose.topic')}</Label>
            <Input
              id={subjectId}
              lang={language}
              value={subject}
              maxLength={MESSAGE_SUBJECT_MAX_LENGTH}
              readOnly={start.isPending}
              onChange={(e) => updateConversationDraft({ subject: e.target.value })}
            />
          </div>
          <TextAreaField
            label={t('compose.message')}
            hint={t('reply.hint', {
              language: t(`languages.${language}`),
              max: CONVERSATION_TEXT_MAX_LENGTH,
            })}
            value={content}
            onChange={(text) =>
              updateConversationDraft({
                content: text,
                ...(text.trim() ? {} : { language: null }),
              })
            }
            maxLength={CONVERSATION_TEXT_MAX_LENGTH}
            lang={language}
            readOnly={start.isPending}
          />
          <VoiceAttachment
            voice={voice}
            recorderOpen={recorderOpen}
            onKeep={keepRecording}
            onRemove={() => updateConversationDraft({ voice: null })}
            disabled={start.isPending}
          />
          {start.isError ? <SendFailure error={start.error} onRetry={() => submit()} /> : null}
          <div className="messaging-composer__actions">
            <RecorderToggle
              open={recorderOpen}
              onToggle={() => setRecorderOpen((open) => !open)}
              disabled={start.isPending}
            />
            <Button type="submit" disabled={!canSend}>
              {start.isPending ? (
                <Spinner size="sm" label={t('reply.sending')} showLabel />
              ) : (
                t('reply.send')
              )}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
