import { CONVERSATION_TEXT_MAX_LENGTH, MESSAGE_SUBJECT_MAX_LENGTH } from '@d742/contracts';
import { useLanguage, useSession } from '@d742/platform';
import { Button, Input, Label, Spinner } from '@d742/ui';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { MESSAGING_NS } from '../../i18n';
import { useStartConversation } from '../api/conversation-api';
import { BackLink } from '../components/back-link';
import { SendFailure } from '../components/send-failure';
import { TextAreaField } from '../components/text-area-field';
import {
  clearConversationDraft,
  updateConversationDraft,
  useDraftStore,
} from '../drafts/draft-store';
import { ChildPicker } from './child-picker';
import { TeacherPicker } from './teacher-picker';

/**
 * /messages/new (parents): pick the child, then one of that child's teachers from academics'
 * directory, write a topic and the message; the new thread opens. The draft is kept until the
 * server has it.
 */
export function StartConversationPage() {
  const { t } = useTranslation(MESSAGING_NS);
  const parent = useSession((s) => s.user?.role === 'parent');
  const language = useLanguage((s) => s.language);
  const navigate = useNavigate();
  const draft = useDraftStore((s) => s.conversation);
  const headingId = useId();
  const subjectId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const start = useStartConversation({ onStarted: clearConversationDraft });

  useEffect(() => heading.current?.focus(), []);

  if (!parent) return <Navigate to=".." replace />;

  const { studentId, teacherId, subject, content } = draft;
  const canSend =
    studentId !== null &&
    teacherId !== null &&
    subject.trim() !== '' &&
    content.trim() !== '' &&
    !start.isPending;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend || !studentId || !teacherId) return;
    start.mutate(
      { studentId, teacherId, subject: subject.trim(), content: content.trim(), language },
      {
        onSuccess: (thread) => {
          navigate(`../${encodeURIComponent(thread.message.id)}`);
        },
      },
    );
  }

  return (
    <div className="messaging-stack">
      <BackLink />
      <section className="messaging-compose" aria-labelledby={headingId}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className="messaging-thread__subject">
          {t('compose.title')}
        </h2>
        <p className="messaging-field__hint">{t('compose.intro')}</p>
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
            onChange={(text) => updateConversationDraft({ content: text })}
            maxLength={CONVERSATION_TEXT_MAX_LENGTH}
            lang={language}
            readOnly={start.isPending}
          />
          {start.isError ? <SendFailure error={start.error} onRetry={() => submit()} /> : null}
          <div className="messaging-composer__actions">
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
