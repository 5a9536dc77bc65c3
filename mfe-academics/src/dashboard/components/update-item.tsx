import type { Update } from '@d742/contracts';
import { ReadAloud, formatRelativeTime } from '@d742/platform';
import {
  AlertCircleIcon,
  BellIcon,
  BookIcon,
  CheckIcon,
  type IconProps,
  UserIcon,
} from '@d742/ui/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ACADEMICS_NS } from '../../i18n';

const TYPE_ICONS: Record<Update['type'], ComponentType<IconProps>> = {
  grade: BookIcon,
  assignment: CheckIcon,
  event: BellIcon,
  attendance: UserIcon,
  other: AlertCircleIcon,
};

export function UpdateItem({ update, now }: { update: Update; now: number }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const Icon = TYPE_ICONS[update.type];
  const details = [update.subject, update.teacherName].filter(Boolean).join(' · ');
  return (
    <li className={`academics-update academics-update--${update.type}`}>
      <span className="academics-update__icon" aria-hidden="true">
        <Icon />
      </span>
      <div className="academics-update__body">
        <p className="academics-update__type">{t(`dashboard.updates.type.${update.type}`)}</p>
        <h3 className="academics-update__title">{update.title}</h3>
        <p className="academics-update__text">{update.description}</p>
        <div className="academics-update__foot">
          <p className="academics-update__meta">
            <time dateTime={update.createdAt}>{formatRelativeTime(update.createdAt, t, now)}</time>
            {details ? <span>{` · ${details}`}</span> : null}
          </p>
          <ReadAloud title={update.title} text={update.description} />
        </div>
      </div>
    </li>
  );
}
