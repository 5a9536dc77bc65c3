import {
  BellIcon,
  BookIcon,
  Button,
  CheckIcon,
  ClipboardIcon,
  type IconProps,
  MessageIcon,
} from '@d742/ui/core';
import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@d742/platform/router';
import { ACADEMICS_NS } from '../../i18n';

const ACTIONS: readonly { key: string; to: string; Icon: ComponentType<IconProps> }[] = [
  { key: 'grades', to: '/grades', Icon: BookIcon },
  { key: 'attendance', to: '/calendar', Icon: CheckIcon },
  { key: 'messages', to: '/messages', Icon: MessageIcon },
  { key: 'calendar', to: '/calendar', Icon: BellIcon },
  // Beyond the spec's four: /homework had no way in but typing its address (issue 11).
  { key: 'homework', to: '/homework', Icon: ClipboardIcon },
];

export function QuickActions() {
  const { t } = useTranslation(ACADEMICS_NS);
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className="academics-stack">
      <h2 id={headingId} className="academics-section-title">
        {t('dashboard.quickActions.title')}
      </h2>
      <ul className="academics-quick-actions">
        {ACTIONS.map(({ key, to, Icon }) => (
          <li key={key}>
            <Button asChild variant="outline" className="academics-quick-action">
              <Link to={to}>
                <Icon aria-hidden="true" />
                {t(`dashboard.quickActions.${key}`)}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
