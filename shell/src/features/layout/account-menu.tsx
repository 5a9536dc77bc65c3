import { useSession } from '@d742/platform';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  LockIcon,
  UserIcon,
} from '@d742/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { userInitials } from './user-initials';

/**
 * The header's initials open the person's account menu: who is signed in and as what, their
 * profile, and signing out (two deliberate taps, never one slip). The button is named by the
 * initials it shows first (WCAG 2.5.3); the open menu is named by the person and role.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const whoId = useId();
  const initials = userInitials(user);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  async function signOut() {
    await useSession.getState().signOut();
    navigate('/', { replace: true });
  }

  return (
    // Not modal: the page stays readable and focusable around the small menu (a modal menu hides
    // the page with aria-hidden while its links can still take focus); Tab or a tap outside closes it.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="shell-avatar"
        aria-label={t('header.account', { initials, name })}
      >
        {initials}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" aria-labelledby={whoId} className="shell-account-menu">
        <DropdownMenuLabel id={whoId}>
          <span className="shell-account-menu__name">{name}</span>{' '}
          {user ? (
            <span className="shell-account-menu__role">{t(`roles.${user.role}`)}</span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserIcon />
            {t('header.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LockIcon />
          {t('header.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
