import { useLiveStore } from '@d742/platform';
import { Badge } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { ACADEMICS_NS } from '../../i18n';

/** 'Live Updates Active' once the live channel is connected, 'Connecting...' otherwise. */
export function ConnectionIndicator() {
  const { t } = useTranslation(ACADEMICS_NS);
  const connected = useLiveStore((s) => s.status === 'connected');
  const unseen = useLiveStore((s) => s.unseenCount);
  return (
    <div role="status" className={`academics-live academics-live--${connected ? 'on' : 'off'}`}>
      <span className="academics-live__dot" aria-hidden="true" />
      <span>
        {t(connected ? 'live.status.connected' : 'live.status.connecting', { ns: 'common' })}
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
