import { notificationRoute } from '@d742/contracts/constants';
import { describeLiveEvent, type LiveEvent, useLiveStore, useSession } from '@d742/platform';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  EmptyState,
} from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@d742/platform/router';
import { isStaffRole } from '../staff/staff-roles';

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The hour and minute of a notification, in the reader's language. A formatter takes a slow
 * phone tens of milliseconds to build, so each language's is built once, when a notification is
 * first shown, rather than on every render of the header.
 */
function formatTime(language: string, at: number): string {
  let format = timeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' });
    timeFormats.set(language, format);
  }
  return format.format(at);
}

/**
 * The bell's dialog (Radix): today's notifications, newest first, each opening the page it is
 * about. Loaded the first time the bell is opened (NotificationCentre), so the pages load no
 * Radix for it (issue 14).
 */
export default function NotificationDialog({
  open,
  onOpenChange,
  unreadMessages,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unreadMessages: number;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const notifications = useLiveStore((s) => s.notifications);
  const staff = isStaffRole(useSession((s) => s.user?.role));
  const go = (to: string) => {
    onOpenChange(false);
    navigate(to);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('actions.close')} className="shell-notifications">
        <DialogHeader>
          <DialogTitle>{t('notifications.title')}</DialogTitle>
          <DialogDescription>{t('notifications.description')}</DialogDescription>
        </DialogHeader>
        {unreadMessages > 0 ? (
          <button
            type="button"
            className="shell-notifications__item shell-notifications__item--messages"
            onClick={() => go(staff ? '/staff/inbox' : '/messages')}
          >
            <span className="shell-notifications__title">
              {t('notifications.unreadMessages', { count: unreadMessages })}
            </span>
          </button>
        ) : null}
        {notifications.length === 0 ? (
          <EmptyState title={t('notifications.empty')} />
        ) : (
          <ul className="shell-notifications__list">
            {notifications.map((n) => {
              // Described now, so a language change since it arrived is followed.
              const text = describeLiveEvent(n.event as LiveEvent);
              return (
                <li key={n.id}>
                  <button
                    type="button"
                    className="shell-notifications__item"
                    onClick={() => go(notificationRoute(n.event as LiveEvent, staff))}
                  >
                    <span className="shell-notifications__title">{text.title}</span>
                    <span className="shell-notifications__message">{text.message}</span>
                    <time dateTime={new Date(n.receivedAt).toISOString()}>
                      {formatTime(i18n.language, n.receivedAt)}
                    </time>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
