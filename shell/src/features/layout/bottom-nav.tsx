import {
  AlertCircleIcon,
  BookIcon,
  HomeIcon,
  type IconProps,
  MessageIcon,
  MoreIcon,
  UserIcon,
} from '@d742/ui';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { badgeText, useUnreadCount } from './use-unread-count';

interface NavItem {
  to: string;
  labelKey: string;
  Icon: ComponentType<IconProps>;
  showsUnread?: boolean;
}

const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.home', Icon: HomeIcon },
  { to: '/grades', labelKey: 'nav.grades', Icon: BookIcon },
  { to: '/messages', labelKey: 'nav.messages', Icon: MessageIcon, showsUnread: true },
  { to: '/alerts', labelKey: 'nav.alerts', Icon: AlertCircleIcon },
  { to: '/profile', labelKey: 'nav.profile', Icon: UserIcon },
  { to: '/more', labelKey: 'nav.more', Icon: MoreIcon },
];

export function BottomNav() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  return (
    <nav className="shell-nav" aria-label={t('nav.label')}>
      <ul className="shell-nav__list">
        {NAV_ITEMS.map(({ to, labelKey, Icon, showsUnread }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/'}
              className="shell-nav__item"
              aria-label={
                showsUnread && unread > 0
                  ? t('nav.withUnread', { label: t(labelKey), count: unread })
                  : undefined
              }
            >
              <span className="shell-nav__icon">
                <Icon />
                {showsUnread && unread > 0 ? (
                  <span className="shell-count" aria-hidden="true">
                    {badgeText(unread)}
                  </span>
                ) : null}
              </span>
              <span className="shell-nav__label">{t(labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
