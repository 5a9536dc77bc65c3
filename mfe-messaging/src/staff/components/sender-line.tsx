import type { MessageSender } from '@d742/contracts';
import { formatRelativeTime, useSession } from '@d742/platform';
import { useTranslation } from 'react-i18next';
import { STAFF_NS } from '../i18n';

/** Who wrote it (the reader as 'You') and when. */
export function SenderLine({
  sender,
  createdAt,
  now,
}: {
  sender: MessageSender;
  createdAt: string;
  now: number;
}) {
  const { t } = useTranslation(STAFF_NS);
  const me = useSession((s) => s.user?.id);
  const role = t(`roles.${sender.role}`);
  const who =
    sender.id === me
      ? t('thread.you')
      : sender.name
        ? t('thread.sender', { name: sender.name, role })
        : role;
  return (
    <p className="staff-sender">
      <span className="staff-sender__name">{who}</span>
      <time dateTime={createdAt}>{formatRelativeTime(createdAt, t, now)}</time>
    </p>
  );
}
