import { i18n } from '@d742/i18n';
import { toast, useLanguage, useSession } from '@d742/platform';
import {
  AlertCircleIcon,
  BookIcon,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  GlobeIcon,
  LockIcon,
  MoreIcon,
  SwitchRow,
  UserIcon,
} from '@d742/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '@d742/platform/router';
import { useNotificationSwitch, useProfile } from '../profile';
import { HelpDialog } from './help-dialog';

function MenuLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className="shell-menu__item">
        <span aria-hidden="true">{icon}</span>
        <span>{children}</span>
      </Link>
    </li>
  );
}

function MenuButton({
  onClick,
  icon,
  children,
}: {
  onClick(): void;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <li>
      <button type="button" className="shell-menu__item" onClick={onClick}>
        <span aria-hidden="true">{icon}</span>
        {children}
      </button>
    </li>
  );
}

/** Profile, homework (not a community member's), language, notifications, help, settings and sign-out. */
export function MoreMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  const profile = useProfile();
  const setChannel = useNotificationSwitch();
  const target = useLanguage((s) => (s.language === 'so' ? 'en' : 'so'));
  const role = useSession((s) => s.user?.role);

  function toggleLanguage() {
    useLanguage.getState().toggleLanguage();
    const lng = useLanguage.getState().language;
    toast({
      title: i18n.t('toast.languageUpdated', { lng }),
      description: i18n.t('toast.languageUpdatedText', { lng }),
      variant: 'success',
    });
  }

  async function signOut() {
    await useSession.getState().signOut();
    navigate('/', { replace: true });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('more.menu')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="shell-menu" aria-label={t('more.menu')}>
          <MenuLink to="/profile" icon={<UserIcon />}>
            {t('more.profile')}
          </MenuLink>
          {/* Homework is a family's (and staff's, of their students); a community member has none. */}
          {role === 'client' ? null : (
            <MenuLink to="/homework" icon={<BookIcon />}>
              {t('more.homework')}
            </MenuLink>
          )}
          <MenuButton onClick={toggleLanguage} icon={<GlobeIcon />}>
            <span>{t('more.language')}</span>
            <span className="shell-menu__value" lang={target}>
              {t('language.toggleLabel')}
            </span>
          </MenuButton>
          <li className="shell-menu__switch">
            <SwitchRow
              label={t('more.notifications')}
              checked={profile.data?.notifications.push ?? false}
              disabled={!profile.data}
              onCheckedChange={(on) => setChannel('push', on)}
            />
          </li>
          <MenuButton onClick={() => setHelpOpen(true)} icon={<AlertCircleIcon />}>
            <span>{t('more.help')}</span>
          </MenuButton>
          <MenuLink to="/profile#settings" icon={<MoreIcon />}>
            {t('more.settings')}
          </MenuLink>
          <MenuButton onClick={() => void signOut()} icon={<LockIcon />}>
            <span>{t('more.signOut')}</span>
          </MenuButton>
        </ul>
      </CardContent>
      <HelpDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </Card>
  );
}
