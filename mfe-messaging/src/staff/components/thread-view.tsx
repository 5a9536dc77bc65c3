import type { Language, Student } from '@d742/contracts';
import { Button, ErrorState, Spinner } from '@d742/ui';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkThreadRead, useThread } from '../api/staff-api';
import { STAFF_NS } from '../i18n';
import { familyLabel, familyLanguage } from './family';
import { ReplyForm } from './reply-form';
import { useLanguageName } from './shown-text';
import { FirstMessageEntry, ReplyEntry } from './thread-entry';

export interface ThreadViewProps {
  /** Any message id of the thread (the list entry's). */
  messageId: string;
  students: ReadonlyMap<string, Student>;
  rosterLanguages: ReadonlyMap<string, Language>;
  now: number;
  onBack(): void;
}

/**
 * One conversation: the first message and every reply, oldest first, in the teacher's language
 * where a translation exists; the reply box below. Opening it (and a reply arriving while it is
 * open) marks it read.
 */
export function ThreadView({ messageId, students, rosterLanguages, now, onBack }: ThreadViewProps) {
  const { t } = useTranslation(STAFF_NS);
  const languageName = useLanguageName();
  const headingId = useId();
  const thread = useThread(messageId);
  const markRead = useMarkThreadRead();
  const unread = thread.data?.message.thread.unreadCount ?? 0;
  const { mutate } = markRead;

  useEffect(() => {
    if (unread > 0) mutate(messageId);
  }, [messageId, unread, mutate]);

  const back = (
    <Button variant="ghost" size="sm" onClick={onBack} className="staff-back">
      ← {t('thread.back')}
    </Button>
  );
  if (thread.isPending)
    return (
      <div className="staff-stack">
        {back}
        <Spinner label={t('thread.loading')} showLabel />
      </div>
    );
  if (thread.isError)
    return (
      <div className="staff-stack">
        {back}
        <ErrorState
          message={t('thread.loadError')}
          retryLabel={t('inbox.retry')}
          onRetry={() => void thread.refetch()}
        />
      </div>
    );

  const { message, replies } = thread.data;
  const language = familyLanguage(message, rosterLanguages);
  return (
    <section className="staff-stack" aria-labelledby={headingId}>
      {back}
      <header className="staff-thread-head">
        <h3
          id={headingId}
          className="staff-thread-head__subject"
          lang={message.texts.subject.shown.language}
        >
          {message.subject}
        </h3>
        <p className="staff-thread__meta">
          <span>{familyLabel(message, students, t)}</span>
          {language ? (
            <span>{t('inbox.familyLanguage', { language: languageName(language) })}</span>
          ) : null}
        </p>
      </header>
      <ol className="staff-entries" aria-label={t('thread.messagesLabel')}>
        <FirstMessageEntry
          content={message.texts.content}
          sender={message.sender}
          createdAt={message.createdAt}
          now={now}
        />
        {replies.map((reply) => (
          <ReplyEntry key={reply.id} reply={reply} now={now} />
        ))}
      </ol>
      <ReplyForm messageId={messageId} />
    </section>
  );
}
