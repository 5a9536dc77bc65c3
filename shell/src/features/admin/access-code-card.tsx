import {
  accessCodeRotateRequestSchema,
  accessCodeRotateResponseSchema,
  accessCodeStatusSchema,
} from '@d742/contracts';
import { apiRequest, toast, useApiQuery } from '@d742/platform';
import { Button, Card, CardContent, CardHeader, CardTitle, Input, Label } from '@d742/ui';
import { type FormEvent, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { formatDateTime } from '../../lib/dates';
import { localizeContractText } from '../auth';
import { ACCESS_CODE_URL, refreshAfterAdminChange } from './admin-api';
import { tNow } from '../../in-page-language';

/** The district access code: where it came from, and a rotation that shows the new code once. */
export function AccessCodeCard() {
  const { t } = useTranslation();
  const id = useId();
  const status = useApiQuery(ACCESS_CODE_URL, accessCodeStatusSchema);
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const [newCode, setNewCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = accessCodeRotateRequestSchema.safeParse(
      typed.trim() ? { accessCode: typed } : {},
    );
    if (!parsed.success) {
      return setError(localizeContractText(parsed.error.issues[0]?.message ?? '', t));
    }
    setError(null);
    setBusy(true);
    try {
      const res = await apiRequest('POST', ACCESS_CODE_URL, parsed.data);
      setNewCode(accessCodeRotateResponseSchema.parse(await res.json()).accessCode);
      setTyped('');
      void refreshAfterAdminChange(client);
    } catch {
      setError(t('admin.accessCode.failed'));
    } finally {
      setBusy(false);
    }
  }

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: () => tNow('actions.copied'), variant: 'success' });
    } catch {
      // No clipboard (old browser, no permission): the code stays on screen to copy by hand.
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.accessCode.title')}</CardTitle>
      </CardHeader>
      <CardContent className="shell-actions">
        {status.data ? (
          <p className="shell-muted">
            {t(`admin.accessCode.source.${status.data.source}`)} ·{' '}
            {status.data.rotatedAt
              ? t('admin.accessCode.rotatedAt', { date: formatDateTime(status.data.rotatedAt, t) })
              : t('admin.accessCode.neverRotated')}
          </p>
        ) : null}
        {newCode ? (
          <div className="shell-new-code" role="status">
            <p className="shell-new-code__title">{t('admin.accessCode.newCodeTitle')}</p>
            <p className="shell-new-code__value">
              <code>{newCode}</code>
              <Button size="sm" variant="outline" onClick={() => void copy(newCode)}>
                {t('actions.copy')}
              </Button>
            </p>
            <p className="shell-muted">{t('admin.accessCode.shownOnce')}</p>
          </div>
        ) : null}
        <form className="shell-form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <div className="shell-field">
            <Label htmlFor={`${id}-code`}>{t('admin.accessCode.newCode')}</Label>
            <Input
              id={`${id}-code`}
              value={typed}
              maxLength={12}
              autoCapitalize="characters"
              autoComplete="off"
              onChange={(e) => setTyped(e.target.value.toUpperCase())}
            />
          </div>
          <FormAlert message={error} />
          <Button type="submit" disabled={busy}>
            {busy ? t('admin.accessCode.rotating') : t('admin.accessCode.rotate')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
