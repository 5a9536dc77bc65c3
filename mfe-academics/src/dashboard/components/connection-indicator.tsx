import { useLiveStore } from '@d742/platform';
import { Badge } from '@d742/ui/core';
import { useTranslation } from 'react-i18next';
import { ACADEMICS_NS } from '../../i18n';

/** 'Live Updates Active' once the live channel is connected, 'Connecting...' otherwise. */
export function ConnectionIndicator() {
  const { t } = useTranslation(ACADEMICS_NS);
  const connected = useLiveStore((s) => s.status === 'connected');
  const unseen = useLiveStore((s) => s.unseenCount);
  const [shown, other] = connected
    ? (['live.status.connected', 'live.status.connecting'] as const)
    : (['live.status.connecting', 'live.status.connected'] as const);
  return (
    <div role="status" className={`academics-live academics-live--${connected ? 'on' : 'off'}`}>
      <span className="academics-live__dot" aria-hidden="true" />
      {/* The other label sits invisibly in the same grid cell, so the pill keeps the size of the
          longer one (the Somali 'connected' wraps on a phone and would push the page down); the
          shown label is the live region's only text, so a change is still announced. */}
      <span className="academics-live__labels">
        <span>{t(shown, { ns: 'common' })}</span>
        <span aria-hidden="true">{t(other, { ns: 'common' })}</span>
      </span>
      {unseen > 0 ? (
        <Badge tone="primary">
          <span aria-hidden="true">{unseen}</span>
          <span className="ui-sr-only">{t('dashboard.live.newCount', { count: unseen })}</span>
        </Badge>
      ) : null}
    </div>
  );
}
