import { useSession } from '@d742/platform';
import { ShieldIcon } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LanguageToggle } from '../../components/language-toggle';
import { NotificationCentre } from '../notifications/notification-centre';
import { userInitials } from './user-initials';

export function Header() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);

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
        <NotificationCentre />
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
