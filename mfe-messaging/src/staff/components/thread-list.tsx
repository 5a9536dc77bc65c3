import type { Language, MessageSummary, Student } from '@d742/contracts';
import { formatRelativeTime } from '@d742/platform';
import { Badge } from '@d742/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_NS } from '../i18n';
import { familyLabel, familyLanguage } from './family';
import { useLanguageName } from './shown-text';

export interface ThreadListProps {
  threads: readonly MessageSummary[];
  students: ReadonlyMap<string, Student>;
  rosterLanguages: ReadonlyMap<string, Language>;
  now: number;
  onOpen(message: MessageSummary): void;
}

function ThreadRow({
  message,
  students,
  rosterLanguages,
  now,
  onOpen,
}: Omit<ThreadListProps, 'threads'> & { message: MessageSummary }) {
  const { t } = useTranslation(STAFF_NS);
  const languageName = useLanguageName();
  const subjectId = useId();
  const { thread } = message;
  const unread = thread.unreadCount > 0;
  const language = familyLanguage(message, rosterLanguages);
  const last = thread.lastReply;
  const preview = last ? last.preview || (last.hasAudio ? t('inbox.voiceReply') : '') : '';
  return (
    <li>
      <article
        aria-labelledby={subjectId}
        className={`ui-card staff-thread${unread ? ' staff-thread--unread' : ''}`}
      >
        <div className="staff-thread__head">
          <p className="staff-thread__family">{familyLabel(message, students, t)}</p>
          {unread ? (
            <Badge tone="primary">{t('inbox.unread', { count: thread.unreadCount })}</Badge>
          ) : null}
        </div>
        <h3 id={subjectId} className="staff-thread__subject">
          <button type="button" className="staff-thread__open" onClick={() => onOpen(message)}>
            {message.subject}
          </button>
        </h3>
        {preview ? (
          <p className="staff-thread__preview">
            {last?.hasAudio ? <span aria-hidden="true">🎤 </span> : null}
            {preview}
          </p>
        ) : null}
        <p className="staff-thread__meta">
          {language ? (
            <span>{t('inbox.familyLanguage', { language: languageName(language) })}</span>
          ) : null}
          <time dateTime={thread.lastActivityAt}>
            {formatRelativeTime(thread.lastActivityAt, t, now)}
          </time>
        </p>
      </article>
    </li>
  );
}

/** The conversations, as ordered by the caller (unread first, then newest activity). */
export function ThreadList({ threads, ...rest }: ThreadListProps) {
  const { t } = useTranslation(STAFF_NS);
  return (
    <ul className="staff-list" aria-label={t('inbox.listLabel')}>
      {threads.map((message) => (
        <ThreadRow key={message.thread.id} message={message} {...rest} />
      ))}
    </ul>
  );
}
