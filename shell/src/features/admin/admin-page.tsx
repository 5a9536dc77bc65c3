import { useSession } from '@d742/platform';
import { ShieldIcon } from '@d742/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { LanguageToggle } from '../../components/language-toggle';
import { AdminDashboard } from './admin-dashboard';
import { AdminLogin } from './admin-login';

/**
 * /admin, outside the parents' session gate: an administrator sees the dashboard; anyone else
 * (signed out, or signed in without the admin role) sees the administrators' sign-in.
 */
export function AdminPage() {
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  const isAdmin = useSession((s) => s.user?.role === 'admin');

  useEffect(() => {
    if (useSession.getState().status === 'loading') void useSession.getState().checkSession();
  }, []);

  if (status === 'loading') return <FullPageSpinner />;
  return (
    <div className="shell-admin">
      <header className="shell-header">
        <span className="shell-header__brand">
          <span className="shell-header__logo" aria-hidden="true">
            <ShieldIcon />
          </span>
          <span className="shell-header__title">{t('app.title')}</span>
        </span>
        <div className="shell-header__actions">
          <LanguageToggle variant="short" className="shell-header__button" />
        </div>
      </header>
      <main className="shell-main">{isAdmin ? <AdminDashboard /> : <AdminLogin />}</main>
    </div>
  );
}
