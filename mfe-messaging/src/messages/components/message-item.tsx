import type { MessageSummary } from '@d742/contracts';
import { ReadAloud, formatRelativeTime } from '@d742/platform';
import { Badge } from '@d742/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@d742/platform/router';
import { MESSAGING_NS } from '../../i18n';
import { MarkAsReadButton } from './mark-as-read-button';
import { TranslationNote } from './translation-note';
import { useSenderLabel } from './use-sender-label';

/** School-wide notices keep the spec's fixed label; everything else names who wrote it. */
function SenderLine({ message }: { message: MessageSummary }) {
  const { t } = useTranslation(MESSAGING_NS);
  const senderLabel = useSenderLabel();
  return (
    <p className="messaging-message__from">
      {message.schoolNotice
        ? t('message.from')
        : t('message.fromSender', { sender: senderLabel(message.sender) })}
    </p>
  );
}

function LastReply({ thread }: { thread: MessageSummary['thread'] }) {
  const { t } = useTranslation(MESSAGING_NS);
  const senderLabel = useSenderLabel();
  const last = thread.lastReply;
  if (!last) return null;
  const sender = senderLabel(last.sender);
  return (
    <p className="messaging-message__last">
      <span className="messaging-message__replies">
        {t('message.replies', { count: thread.replyCount })}
      </span>
      <span className="messaging-message__preview messaging-clamp-2">
        {last.preview
          ? t('message.lastReply', { sender, text: last.preview })
          : t('message.lastReplyVoice', { sender })}
      </span>
    </p>
  );
}

/** One thread in the list: its first message, who wrote it, its unread count and latest activity. */
export function MessageItem({ message, now }: { message: MessageSummary; now: number }) {
  const { t } = useTranslation(MESSAGING_NS);
  const subjectId = useId();
  const { subject, content } = message.texts;
  const { unreadCount, lastActivityAt } = message.thread;
  const unread = unreadCount > 0;
  return (
    <li>
      <article
        aria-labelledby={subjectId}
        className={`messaging-message${unread ? ' messaging-message--unread' : ''}`}
      >
        <div className="messaging-message__head">
          <h2 id={subjectId} className="messaging-message__subject">
            <Link to={message.id} className="messaging-message__link" lang={subject.shown.language}>
              {subject.shown.text}
            </Link>
          </h2>
          {unread ? (
            <Badge tone="primary">{t('message.unread', { count: unreadCount })}</Badge>
          ) : null}
        </div>
        <p className="messaging-message__content messaging-clamp-3" lang={content.shown.language}>
          {content.shown.text}
        </p>
        <TranslationNote texts={[subject, content]} compact />
        <SenderLine message={message} />
        <LastReply thread={message.thread} />
        <div className="messaging-message__foot">
          <time dateTime={lastActivityAt} className="messaging-message__time">
            {formatRelativeTime(lastActivityAt, t, now)}
          </time>
          <div className="messaging-message__actions">
            <ReadAloud
              title={subject.shown.text}
              text={content.shown.text}
              language={content.shown.language}
            />
            {unread ? <MarkAsReadButton message={message} /> : null}
          </div>
        </div>
      </article>
    </li>
  );
}
