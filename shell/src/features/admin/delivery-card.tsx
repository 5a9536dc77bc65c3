import {
  type AdminDelivery,
  adminDeliverySchema,
  type DeadLetter,
  retriedJobSchema,
} from '@d742/contracts';
import { ApiError, apiRequest, toast, useApiQuery } from '@d742/platform';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle } from '@d742/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates';
import { DELIVERY_URL } from './admin-api';
import { DataTable } from './data-table';
import { tNow } from '../../in-page-language';

const retryUrl = (id: string) => `${DELIVERY_URL}/jobs/${encodeURIComponent(id)}/retry`;

/** The dashboard's cached view without that dead letter (it is queued again, or gone). */
function withoutDeadLetter(view: AdminDelivery | undefined, id: string) {
  if (!view || !view.deadLetters.some((d) => d.id === id)) return view;
  return {
    ...view,
    deadLetters: view.deadLetters.filter((d) => d.id !== id),
    queue: { ...view.queue, dead: Math.max(0, (view.queue.dead ?? 0) - 1) },
  };
}

/** The failure toast's text for a retry: the job moved on, is gone, or the call failed. */
function retryFailureKey(error: unknown): string {
  if (error instanceof ApiError && error.code === 'JOB_NOT_DEAD')
    return 'admin.delivery.retryNotDead';
  if (error instanceof ApiError && error.code === 'JOB_NOT_FOUND')
    return 'admin.delivery.retryNotFound';
  return 'admin.delivery.retryFailed';
}

/** Dead letters with a Retry button each: a retried (or vanished) one leaves the table. */
function DeadLetters({ rows }: { rows: DeadLetter[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const none = t('admin.unknown');

  const drop = (id: string) =>
    client.setQueriesData<AdminDelivery>({ queryKey: [DELIVERY_URL] }, (view) =>
      withoutDeadLetter(view, id),
    );

  async function retry(id: string) {
    setBusy((ids) => new Set(ids).add(id));
    try {
      const res = await apiRequest('POST', retryUrl(id), {});
      retriedJobSchema.parse(await res.json());
      drop(id);
      toast({ title: () => tNow('admin.delivery.retried'), variant: 'success' });
    } catch (error) {
      const key = retryFailureKey(error);
      // Not a dead letter any more (or gone): it does not belong in the table either.
      if (key !== 'admin.delivery.retryFailed') drop(id);
      toast({ title: () => tNow(key), variant: 'destructive' });
    } finally {
      setBusy((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
      void client.invalidateQueries({ queryKey: [DELIVERY_URL] });
    }
  }

  return (
    <DataTable
      caption={t('admin.delivery.deadTitle')}
      emptyText={t('admin.delivery.deadEmpty')}
      columns={[
        t('admin.delivery.column.channel'),
        t('admin.delivery.column.recipient'),
        t('admin.delivery.column.kind'),
        t('admin.delivery.column.lastError'),
        t('admin.delivery.column.attempts'),
        t('admin.delivery.column.time'),
        t('admin.delivery.column.action'),
      ]}
      rows={rows}
      rowKey={(d) => d.id}
      cells={(d) => {
        const kind = t(`admin.delivery.kind.${d.kind}`, { defaultValue: d.kind });
        return [
          d.channel ? t(`admin.delivery.channel.${d.channel}`) : none,
          d.recipient ?? none,
          kind,
          <span key="error" className="shell-break">
            {d.lastError ?? none}
          </span>,
          d.attempts,
          formatDateTime(d.updatedAt, t),
          <Button
            key="retry"
            size="sm"
            variant="outline"
            disabled={busy.has(d.id)}
            aria-label={t('admin.delivery.retryLabel', { kind, recipient: d.recipient ?? none })}
            onClick={() => void retry(d.id)}
          >
            {t('admin.delivery.retry')}
          </Button>,
        ];
      }}
    />
  );
}

/**
 * Push, email and SMS: configured or not; the notifications that ended as dead letters (retry
 * each), and the incoming text messages no conversation took (kept for an administrator).
 */
export function DeliveryCard() {
  const { t } = useTranslation();
  const delivery = useApiQuery(DELIVERY_URL, adminDeliverySchema);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.delivery.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {delivery.isError ? (
          <p className="shell-muted">{t('states.loadFailed')}</p>
        ) : !delivery.data ? null : (
          <div className="shell-stack">
            <ul className="shell-status-list">
              {delivery.data.channels.map((entry) => (
                <li key={entry.channel}>
                  <div className="shell-remote__head">
                    <strong>{t(`admin.delivery.channel.${entry.channel}`)}</strong>
                    <Badge tone={entry.configured ? 'success' : 'neutral'}>
                      {entry.configured
                        ? t('admin.delivery.configured')
                        : t('admin.delivery.notConfigured')}
                    </Badge>
                  </div>
                </li>
              ))}
            </ul>
            <p className="shell-muted">
              {t('admin.delivery.deadLetters', { count: delivery.data.queue.dead ?? 0 })}
            </p>
            <section className="shell-stack">
              <h3 className="shell-subheading">{t('admin.delivery.deadTitle')}</h3>
              <DeadLetters rows={delivery.data.deadLetters} />
            </section>
            <section className="shell-stack">
              <h3 className="shell-subheading">{t('admin.delivery.unmatchedTitle')}</h3>
              <DataTable
                caption={t('admin.delivery.unmatchedTitle')}
                emptyText={t('admin.delivery.unmatchedEmpty')}
                columns={[
                  t('admin.delivery.column.from'),
                  t('admin.delivery.column.text'),
                  t('admin.delivery.column.reason'),
                  t('admin.delivery.column.received'),
                ]}
                rows={delivery.data.unmatchedSms}
                rowKey={(m) => m.id}
                cells={(m) => [
                  m.from,
                  <span key="text" className="shell-break">
                    {m.body}
                  </span>,
                  t(`admin.delivery.reason.${m.reason}`),
                  formatDateTime(m.receivedAt, t),
                ]}
              />
            </section>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
