import { ShieldIcon } from '@d742/ui/core';
import { useTranslation } from 'react-i18next';
import { Link } from '@d742/platform/router';
import { LanguageToggle } from '../../components/language-toggle';
import { NotificationCentre } from '../notifications/notification-centre';
import { AccountMenu } from './account-menu';

export function Header() {
  const { t } = useTranslation();

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
        <AccountMenu />
      </div>
    </header>
  );
}
