import { type RemoteStatus, remoteOverrideRequestSchema } from '@d742/contracts';
import { ApiError, apiRequest, toast } from '@d742/platform';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  Input,
  Label,
} from '@d742/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { refreshAfterAdminChange, remoteUrl } from './admin-api';
import { tNow } from '../../in-page-language';

const KNOWN_CODES = ['REMOTE_ORIGIN_NOT_ALLOWED', 'REMOTE_UNREACHABLE', 'REMOTE_MANIFEST_INVALID'];

function RemoteItem({ remote }: { remote: RemoteStatus }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [manifestUrl, setManifestUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function change(call: () => Promise<unknown>, successKey: string) {
    setBusy(true);
    setError(null);
    try {
      await call();
      setManifestUrl('');
      toast({ title: () => tNow(successKey, { name: remote.name }), variant: 'success' });
      await refreshAfterAdminChange(client);
    } catch (err) {
      const code = err instanceof ApiError ? err.code : undefined;
      setError(
        code && KNOWN_CODES.includes(code)
          ? t(`admin.remotes.errors.${code}`)
          : t('admin.remotes.errors.generic'),
      );
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = remoteOverrideRequestSchema.safeParse({ manifestUrl });
    if (!parsed.success) return setError(t('errors.manifestUrlRequired'));
    void change(
      () => apiRequest('PUT', remoteUrl(remote.name), parsed.data),
      'admin.remotes.updated',
    );
  }

  return (
    <li className="shell-remote">
      <div className="shell-remote__head">
        <strong>{remote.name}</strong>
        <span>{remote.version ?? t('admin.unknown')}</span>
        <Badge tone={remote.reachable ? 'success' : 'destructive'}>
          {remote.reachable ? t('admin.remotes.reachable') : t('admin.remotes.unreachable')}
        </Badge>
        {remote.overridden ? <Badge tone="warning">{t('admin.remotes.overridden')}</Badge> : null}
      </div>
      <p className="shell-muted shell-break">
        {t('admin.remotes.manifest')}: {remote.manifestUrl}
      </p>
      <form className="shell-form shell-remote__form" onSubmit={onSubmit} noValidate>
        <div className="shell-field">
          <Label htmlFor={`${id}-manifest`}>
            {t('admin.remotes.newManifest', { name: remote.name })}
          </Label>
          <Input
            id={`${id}-manifest`}
            type="url"
            inputMode="url"
            value={manifestUrl}
            onChange={(e) => setManifestUrl(e.target.value)}
            placeholder={remote.defaultManifestUrl}
          />
        </div>
        <FormAlert message={error} />
        <div className="shell-row">
          <Button type="submit" size="sm" disabled={busy}>
            {t('admin.remotes.apply')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() =>
              void change(
                () => apiRequest('POST', `${remoteUrl(remote.name)}/rollback`),
                'admin.remotes.rolledBack',
              )
            }
          >
            {t('admin.remotes.rollback')}
          </Button>
        </div>
      </form>
    </li>
  );
}

/** Each remote's manifest, version and reachability, with an override and a rollback. */
export function RemotesCard({ remotes }: { remotes: RemoteStatus[] }) {
  const { t } = useTranslation();
  return (
    <Card aria-label={t('admin.remotes.title')}>
      <CardHeader>
        <CardTitle>{t('admin.remotes.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {remotes.length === 0 ? (
          <EmptyState title={t('states.noData')} />
        ) : (
          <ul className="shell-remotes">
            {remotes.map((remote) => (
              <RemoteItem key={remote.name} remote={remote} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
