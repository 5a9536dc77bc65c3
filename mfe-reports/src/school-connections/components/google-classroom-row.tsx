import { ApiError, formatRelativeTime } from '@d742/platform';
import { Button } from '@d742/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../../i18n';
import { QueryView } from '../../lib/query-view';
import { GOOGLE_STATUS_URL, useConnectGoogle, useGoogleConnection } from '../api/connections-api';
import { StatusBadge } from './status-badge';

/** Google Classroom: 'Not configured' (no button), a connect button, or 'Connected' with its last sync. */
export function GoogleClassroomRow({ now }: { now: number }) {
  const { t } = useTranslation(REPORTS_NS);
  const nameId = useId();
  const client = useQueryClient();
  const connection = useGoogleConnection();
  const [failed, setFailed] = useState(false);
  const connect = useConnectGoogle({
    onError: (error) => {
      console.error('Google Classroom sign-in URL failed', error);
      setFailed(true);
      // The district may have switched Google off since the status was read.
      if (error instanceof ApiError && error.code === 'GOOGLE_NOT_CONFIGURED') {
        void client.invalidateQueries({ queryKey: [GOOGLE_STATUS_URL] });
      }
    },
  });
  return (
    <section className="reports-status-row" aria-labelledby={nameId}>
      <div className="reports-item__grow">
        <h3 id={nameId} className="reports-item__title">
          {t('connections.google.name')}
        </h3>
        <QueryView
          query={connection}
          loadingLabel={t('connections.google.loading')}
          errorMessage={t('connections.google.loadError')}
          skeletons={{ count: 1, className: 'reports-skeleton-line' }}
        >
          {(status) =>
            status.connected && status.lastSync ? (
              <p className="reports-item__meta">
                <span>
                  {t('connections.lastSync')}{' '}
                  <time dateTime={status.lastSync}>
                    {formatRelativeTime(status.lastSync, t, now)}
                  </time>
                </span>
              </p>
            ) : status.configured && !status.connected ? (
              <div className="reports-stack">
                <p className="reports-item__meta">{t('connections.google.description')}</p>
                <Button
                  variant="outline"
                  disabled={connect.isPending}
                  onClick={() => {
                    setFailed(false);
                    connect.mutate();
                  }}
                >
                  {connect.isPending
                    ? t('connections.google.connecting')
                    : t('connections.google.connect')}
                </Button>
                {failed ? (
                  <p role="alert" className="reports-item__meta">
                    {t('connections.google.connectFailed')}
                  </p>
                ) : null}
              </div>
            ) : null
          }
        </QueryView>
      </div>
      {connection.data ? (
        <StatusBadge
          state={
            !connection.data.configured
              ? 'notConfigured'
              : connection.data.connected
                ? 'connected'
                : 'notConnected'
          }
        />
      ) : null}
    </section>
  );
}
