import { notificationRoute } from '@d742/contracts/constants';
import { describeLiveEvent, type LiveEvent, useLiveStore, useSession } from '@d742/platform';
import {
  BellIcon,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  EmptyState,
} from '@d742/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { badgeText, useUnreadCount } from '../layout/use-unread-count';
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
 * The header bell: today's live notifications on this device, newest first. Opening it marks
 * them seen (the badge stops counting them); each one opens the page it is about. The badge is
 * the spec's unread-message count plus the unseen notifications that are not about a message
 * (a new message is already counted as unread until it is read).
 */
export function NotificationCentre() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const notifications = useLiveStore((s) => s.notifications);
  const unseenOther = useLiveStore(
    (s) => s.notifications.filter((n) => !n.seen && n.type !== 'new_message').length,
  );
  const unreadMessages = useUnreadCount();
  const unseen = unreadMessages + unseenOther;
  const staff = isStaffRole(useSession((s) => s.user?.role));

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) useLiveStore.getState().markAllSeen();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <button
        type="button"
        className="shell-header__button shell-icon-link"
        aria-label={
          unseen > 0
            ? t('header.notificationsUnread', { unread: badgeText(unseen) })
            : t('header.notifications')
        }
        aria-haspopup="dialog"
        onClick={() => onOpenChange(true)}
      >
        <BellIcon />
        {unseen > 0 ? (
          <span className="shell-count" aria-hidden="true">
            {badgeText(unseen)}
          </span>
        ) : null}
      </button>
      <DialogContent closeLabel={t('actions.close')} className="shell-notifications">
        <DialogHeader>
          <DialogTitle>{t('notifications.title')}</DialogTitle>
          <DialogDescription>{t('notifications.description')}</DialogDescription>
        </DialogHeader>
        {unreadMessages > 0 ? (
          <button
            type="button"
            className="shell-notifications__item shell-notifications__item--messages"
            onClick={() => {
              setOpen(false);
              navigate(staff ? '/staff/inbox' : '/messages');
            }}
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
                    onClick={() => {
                      setOpen(false);
                      navigate(notificationRoute(n.event as LiveEvent, staff));
                    }}
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
