import type { Message } from '@d742/contracts';
import { ReadAloud, formatRelativeTime } from '@d742/platform';
import { Badge } from '@d742/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGING_NS } from '../../i18n';
import { MarkAsReadButton } from './mark-as-read-button';

function SenderLine({ message }: { message: Message }) {
  const { t } = useTranslation(MESSAGING_NS);
  const { senderName, senderRole } = message;
  // The spec's fixed label, and beside it who really wrote (beyond the spec).
  const sender = senderName
    ? senderRole
      ? t('message.sender', { name: senderName, role: t(`roles.${senderRole}`) })
      : senderName
    : null;
  return (
    <p className="messaging-message__from">
      <span>{t('message.from')}</span>
      {sender ? <span className="messaging-message__sender">{sender}</span> : null}
    </p>
  );
}

export function MessageItem({ message, now }: { message: Message; now: number }) {
  const { t } = useTranslation(MESSAGING_NS);
  const subjectId = useId();
  const unread = !message.isRead;
  return (
    <li>
      <article
        aria-labelledby={subjectId}
        className={`messaging-message${unread ? ' messaging-message--unread' : ''}`}
      >
        <div className="messaging-message__head">
          <h2 id={subjectId} className="messaging-message__subject">
            {message.subject}
          </h2>
          {unread ? <Badge tone="primary">{t('message.new')}</Badge> : null}
        </div>
        <p className="messaging-message__content messaging-clamp-3">{message.content}</p>
        <SenderLine message={message} />
        <div className="messaging-message__foot">
          <time dateTime={message.createdAt} className="messaging-message__time">
            {formatRelativeTime(message.createdAt, t, now)}
          </time>
          <div className="messaging-message__actions">
            <ReadAloud title={message.subject} text={message.content} />
            {unread ? <MarkAsReadButton message={message} /> : null}
          </div>
        </div>
      </article>
    </li>
  );
}
