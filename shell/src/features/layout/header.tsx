import { useSession } from '@d742/platform';
import { BellIcon, ShieldIcon } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LanguageToggle } from '../../components/language-toggle';
import { badgeText, useUnreadCount } from './use-unread-count';
import { userInitials } from './user-initials';

export function Header() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const unread = useUnreadCount();

  async function signOut() {
    await useSession.getState().signOut();
    navigate('/', { replace: true });
  }

  return (
    <header className="shell-header">
      <Link to="/" className="shell-header__brand">
        <span className="shell-header__logo" aria-hidden="true">
          <ShieldIcon />
        </span>
        <span className="shell-header__title">{t('app.title')}</span>
      </Link>
      <div className="shell-header__actions">
        <LanguageToggle variant="short" className="shell-header__button" />
        <Link
          to="/messages"
          className="shell-header__button shell-icon-link"
          aria-label={
            unread > 0
              ? t('header.notificationsUnread', { count: unread })
              : t('header.notifications')
          }
        >
          <BellIcon />
          {unread > 0 ? (
            <span className="shell-count" aria-hidden="true">
              {badgeText(unread)}
            </span>
          ) : null}
        </Link>
        <button
          type="button"
          className="shell-avatar"
          aria-label={t('header.signOut')}
          title={t('header.signOut')}
          onClick={() => void signOut()}
        >
          {userInitials(user)}
        </button>
      </div>
    </header>
  );
}
