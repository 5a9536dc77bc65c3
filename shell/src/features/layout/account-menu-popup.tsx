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
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '@d742/platform/router';
import type { AccountButtonProps } from './account-menu';

/** How the menu was first opened: by a key press, its first item takes the focus (as in Radix). */
export type OpenedBy = 'pointer' | 'keyboard';

/**
 * The account menu itself (Radix), loaded when the initials are first pointed at, reached or
 * pressed (AccountMenu), and mounted open in place of the plain button the first time.
 * Not modal: the page stays readable and focusable around the small menu (a modal menu hides the
 * page with aria-hidden while its links can still take focus); Tab or a tap outside closes it.
 */
export default function AccountMenuPopup({
  label,
  initials,
  name,
  openedBy,
}: AccountButtonProps & { openedBy: OpenedBy }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const role = useSession((s) => s.user?.role);
  const whoId = useId();
  // Opened by a key press before Radix was listening: its first item takes the focus.
  const focusFirstItem = useRef(openedBy === 'keyboard');

  async function signOut() {
    await useSession.getState().signOut();
    navigate('/', { replace: true });
  }

  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger className="shell-avatar" aria-label={label}>
        {initials}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        aria-labelledby={whoId}
        className="shell-account-menu"
        onFocus={(event) => {
          if (!focusFirstItem.current || event.target !== event.currentTarget) return;
          focusFirstItem.current = false;
          event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
        }}
      >
        <DropdownMenuLabel id={whoId}>
          <span className="shell-account-menu__name">{name}</span>{' '}
          {role ? <span className="shell-account-menu__role">{t(`roles.${role}`)}</span> : null}
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
