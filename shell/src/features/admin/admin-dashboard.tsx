import {
  type AdminOverview,
  adminOverviewSchema,
  auditListSchema,
  systemStatusListSchema,
} from '@d742/contracts';
import { useApiQuery, useSession } from '@d742/platform';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  PageHeading,
  Skeleton,
} from '@d742/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates';
import { AccessCodeCard } from './access-code-card';
import { DeliveryCard } from './delivery-card';
import {
  AUDIT_URL,
  OVERVIEW_REFRESH_MS,
  OVERVIEW_URL,
  SYSTEM_STATUS_URL,
  formatUptime,
} from './admin-api';
import { ContactsCard } from './contacts-card';
import { DataTable } from './data-table';
import { RemotesCard } from './remotes-card';

function UpDown({ value, name, t }: { value: 'up' | 'down'; name: string; t: TFunction }) {
  const label = t(`admin.services.${value}`);
  return (
    <Badge
      tone={value === 'up' ? 'success' : 'destructive'}
      aria-label={t('admin.services.statusLabel', { name, status: label })}
    >
      {label}
    </Badge>
  );
}

function ServicesCard({ services }: { services: AdminOverview['services'] }) {
  const { t } = useTranslation();
  const unknown = t('admin.unknown');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.services.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <DataTable
          caption={t('admin.services.title')}
          columns={[
            t('admin.services.name'),
            t('admin.services.status'),
            t('admin.services.responseTime'),
            t('admin.services.version'),
            t('admin.services.uptime'),
            t('admin.services.database'),
          ]}
          rows={services}
          rowKey={(s) => s.name}
          cells={(s) => [
            s.name,
            <UpDown key="status" value={s.status} name={s.name} t={t} />,
            s.responseTimeMs === null
              ? unknown
              : t('admin.ms', { value: Math.round(s.responseTimeMs) }),
            s.version ?? unknown,
            s.uptimeSeconds === null ? unknown : formatUptime(s.uptimeSeconds, t),
            s.database === null ? (
              unknown
            ) : (
              <UpDown
                key="db"
                value={s.database}
                name={`${s.name} ${t('admin.services.database')}`}
                t={t}
              />
            ),
          ]}
        />
      </CardContent>
    </Card>
  );
}

function TrafficCard({ traffic }: { traffic: AdminOverview['traffic'] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.traffic.title')}</CardTitle>
        <p className="shell-muted">{t('admin.traffic.window', { count: traffic.windowMinutes })}</p>
      </CardHeader>
      <CardContent>
        <DataTable
          caption={t('admin.traffic.title')}
          columns={[
            t('admin.traffic.route'),
            t('admin.traffic.requests'),
            t('admin.traffic.errors'),
          ]}
          rows={traffic.routes}
          rowKey={(r) => r.route}
          cells={(r) => [<code key="route">{r.route}</code>, r.requests, r.errors]}
        />
      </CardContent>
    </Card>
  );
}

const STATUS_KEYS: Record<string, string> = {
  connected: 'connected',
  error: 'error',
  pending: 'pending',
};

function SchoolsCard() {
  const { t } = useTranslation();
  const statuses = useApiQuery(SYSTEM_STATUS_URL, systemStatusListSchema);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.schools.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {statuses.isError ? (
          <p className="shell-muted">{t('states.loadFailed')}</p>
        ) : !statuses.data ? null : statuses.data.length === 0 ? (
          <EmptyState title={t('states.noData')} />
        ) : (
          <ul className="shell-status-list">
            {statuses.data.map((entry) => (
              <li key={entry.name}>
                <div className="shell-remote__head">
                  <strong>{entry.name}</strong>
                  <Badge
                    tone={
                      entry.status === 'connected'
                        ? 'success'
                        : entry.status === 'error'
                          ? 'destructive'
                          : 'neutral'
                    }
                  >
                    {t(`admin.schools.status.${STATUS_KEYS[entry.status] ?? 'notConfigured'}`)}
                  </Badge>
                </div>
                <p className="shell-muted">{entry.message}</p>
                <p className="shell-muted">
                  {entry.lastSync
                    ? t('admin.schools.lastSync', { date: formatDateTime(entry.lastSync, t) })
                    : t('admin.schools.neverSynced')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function AuditCard() {
  const { t } = useTranslation();
  const audit = useApiQuery(AUDIT_URL, auditListSchema);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.audit.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {audit.isError ? (
          <p className="shell-muted">{t('states.loadFailed')}</p>
        ) : audit.data ? (
          <DataTable
            caption={t('admin.audit.title')}
            columns={[
              t('admin.audit.when'),
              t('admin.audit.who'),
              t('admin.audit.action'),
              t('admin.audit.target'),
            ]}
            rows={audit.data}
            rowKey={(e) => e.id}
            cells={(e) => [
              formatDateTime(e.at, t),
              e.actor.username,
              t(`admin.audit.actions.${e.action}`),
              e.target,
            ]}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The administrators' dashboard: follows the gateway's overview every 3 seconds. */
export function AdminDashboard() {
  const { t } = useTranslation();
  const overview = useApiQuery(OVERVIEW_URL, adminOverviewSchema, {
    refetchIntervalMs: OVERVIEW_REFRESH_MS,
  });

  return (
    <>
      <div className="shell-card-header">
        <PageHeading>{t('admin.dashboard.title')}</PageHeading>
        <Button variant="outline" size="sm" onClick={() => void useSession.getState().signOut()}>
          {t('admin.dashboard.signOut')}
        </Button>
      </div>
      <div className="shell-stack">
        {overview.isPending ? (
          <Skeleton className="shell-skeleton-card" />
        ) : overview.isError ? (
          <ErrorState
            message={t('admin.dashboard.loadFailed')}
            retryLabel={t('actions.retry')}
            onRetry={() => void overview.refetch()}
          />
        ) : (
          <>
            <p className="shell-muted">
              {t('admin.dashboard.gateway', {
                version: overview.data.gateway.version,
                uptime: formatUptime(overview.data.gateway.uptimeSeconds, t),
              })}
            </p>
            <ServicesCard services={overview.data.services} />
            <Card>
              <CardHeader>
                <CardTitle>{t('admin.live.title')}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="shell-big-number">
                  {t('admin.live.count', { count: overview.data.live.connections })}
                </p>
              </CardContent>
            </Card>
            <RemotesCard remotes={overview.data.remotes} />
            <TrafficCard traffic={overview.data.traffic} />
          </>
        )}
        <AccessCodeCard />
        <ContactsCard />
        <DeliveryCard />
        <SchoolsCard />
        <AuditCard />
      </div>
    </>
  );
}
