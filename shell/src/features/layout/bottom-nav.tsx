import { useSession } from '@d742/platform';
import {
  AlertCircleIcon,
  BookIcon,
  BriefcaseIcon,
  CalendarIcon,
  HomeIcon,
  type IconProps,
  MessageIcon,
  MoreIcon,
  UserIcon,
} from '@d742/ui/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from '@d742/platform/router';
import { isStaffRole } from '../staff/staff-roles';
import { badgeText, useUnreadCount } from './use-unread-count';

interface NavItem {
  to: string;
  labelKey: string;
  Icon: ComponentType<IconProps>;
  showsUnread?: boolean;
}

const GRADES: NavItem = { to: '/grades', labelKey: 'nav.grades', Icon: BookIcon };
/** Staff open their workspace where families open their children's grades. */
const STAFF: NavItem = { to: '/staff', labelKey: 'nav.staff', Icon: BriefcaseIcon };
/** A community member sees no student's grades: the district's calendar takes their place. */
const CALENDAR: NavItem = { to: '/calendar', labelKey: 'nav.calendar', Icon: CalendarIcon };

const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.home', Icon: HomeIcon },
  GRADES,
  { to: '/messages', labelKey: 'nav.messages', Icon: MessageIcon, showsUnread: true },
  { to: '/alerts', labelKey: 'nav.alerts', Icon: AlertCircleIcon },
  { to: '/profile', labelKey: 'nav.profile', Icon: UserIcon },
  { to: '/more', labelKey: 'nav.more', Icon: MoreIcon },
];

export function BottomNav() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const role = useSession((s) => s.user?.role);
  const instead = isStaffRole(role) ? STAFF : role === 'client' ? CALENDAR : GRADES;
  const items = NAV_ITEMS.map((item) => (item === GRADES ? instead : item));
  return (
    <nav className="shell-nav" aria-label={t('nav.label')}>
      <ul className="shell-nav__list">
        {items.map(({ to, labelKey, Icon, showsUnread }) => {
          const label = t(labelKey);
          const count = showsUnread && unread > 0 ? badgeText(unread) : null;
          return (
            <li key={to} className="shell-nav__entry">
              <NavLink
                to={to}
                end={to === '/'}
                className="shell-nav__item"
                aria-label={count ? t('nav.withUnread', { label, unread: count }) : undefined}
              >
                {/* The label comes first in reading order (the icon is drawn above it), so
                    the visible words, 'Messages 4', read in the link's name (WCAG 2.5.3). */}
                <span className="shell-nav__label">{label}</span>{' '}
                <span className="shell-nav__icon">
                  <Icon />
                  {count ? (
                    <span className="shell-count" aria-hidden="true">
                      {count}
                    </span>
                  ) : null}
                </span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
