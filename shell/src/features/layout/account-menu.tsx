import { useSession } from '@d742/platform';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenedBy } from './account-menu-popup';
import { userInitials } from './user-initials';

// The menu (Radix dropdown and popper, the page's largest library after React and the router)
// loads when the initials are first pointed at, reached or pressed, not with every page (issue 14).
let popup: typeof import('./account-menu-popup') | undefined;
const loadPopup = () => import('./account-menu-popup').then((module) => (popup = module));
const preloadPopup = () => void loadPopup().catch(() => undefined);

export interface AccountButtonProps {
  /** The button's name: the initials it shows first, then whose account it is (WCAG 2.5.3). */
  label: string;
  initials: string;
  name: string;
}

/** The keys that open a menu button's menu (WAI-ARIA menu button; Radix answers the same). */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * The header's initials open the person's account menu: who is signed in and as what, their
 * profile, and signing out (two deliberate taps, never one slip). The button is named by the
 * initials it shows first (WCAG 2.5.3); the open menu is named by the person and role.
 *
 * Until it is first opened, the button is a plain one that starts loading the menu when pointed
 * at or reached; a tap or key press opens the menu as soon as its code is there, and from then on
 * the menu's own button stands in its place.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const initials = userInitials(user);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const label = t('header.account', { initials, name });
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const [, setLoaded] = useState(false);

  const open = (by: OpenedBy) => {
    setOpenedBy((was) => was ?? by);
    if (!popup) loadPopup().then(() => setLoaded(true), preloadPopup);
  };
  if (openedBy && popup) {
    const { default: AccountMenuPopup } = popup;
    return <AccountMenuPopup label={label} initials={initials} name={name} openedBy={openedBy} />;
  }
  return (
    <button
      type="button"
      className="shell-avatar"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preloadPopup}
      onFocus={preloadPopup}
      onClick={() => open('pointer')}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        open('keyboard');
      }}
    >
      {initials}
    </button>
  );
}
