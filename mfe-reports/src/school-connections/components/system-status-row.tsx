import type { SystemStatusEntry } from '@d742/contracts';
import { formatRelativeTime } from '@d742/platform';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../../i18n';
import { StatusBadge, connectionState } from './status-badge';

export function SystemStatusRow({ entry, now }: { entry: SystemStatusEntry; now: number }) {
  const { t } = useTranslation(REPORTS_NS);
  const nameId = useId();
  return (
    <li className="reports-status-row" aria-labelledby={nameId}>
      <div className="reports-item__grow">
        <p id={nameId} className="reports-item__title">
          {entry.name}
        </p>
        <p className="reports-item__meta">
          <span>{entry.message}</span>
          {entry.lastSync ? (
            <span>
              {t('connections.lastSync')}{' '}
              <time dateTime={entry.lastSync}>{formatRelativeTime(entry.lastSync, t, now)}</time>
            </span>
          ) : null}
        </p>
      </div>
      <StatusBadge state={connectionState(entry.status)} />
    </li>
  );
}
