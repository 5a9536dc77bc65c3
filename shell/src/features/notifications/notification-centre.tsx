import { useLiveStore } from '@d742/platform';
import { BellIcon } from '@d742/ui/core';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MountOnce } from '../../components/mount-once';
import { badgeText, useUnreadCount } from '../layout/use-unread-count';

// The dialog (Radix) loads the first time the bell is opened, not with every page (issue 14).
const NotificationDialog = lazy(() => import('./notification-dialog'));

/**
 * The header bell: today's live notifications on this device, newest first. Opening it marks
 * them seen (the badge stops counting them); each one opens the page it is about. The badge is
 * the spec's unread-message count plus the unseen notifications that are not about a message
 * (a new message is already counted as unread until it is read).
 */
export function NotificationCentre() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const unseenOther = useLiveStore(
    (s) => s.notifications.filter((n) => !n.seen && n.type !== 'new_message').length,
  );
  const unreadMessages = useUnreadCount();
  const unseen = unreadMessages + unseenOther;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) useLiveStore.getState().markAllSeen();
  }

  return (
    <>
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
      <MountOnce when={open}>
        <NotificationDialog
          open={open}
          onOpenChange={onOpenChange}
          unreadMessages={unreadMessages}
        />
      </MountOnce>
    </>
  );
}
