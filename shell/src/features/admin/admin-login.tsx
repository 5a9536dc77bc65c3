import { adminLoginRequestSchema, adminSignInInfoSchema } from '@d742/contracts';
import { ApiError, toast, useApiQuery, useSession } from '@d742/platform';
import { Button, Card, CardContent, Input, Label, LockIcon, PageHeading } from '@d742/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@d742/platform/router';
import { FormAlert } from '../../components/form-alert';
import { PasswordField, localizeContractText } from '../auth';
import { SIGN_IN_INFO_URL, adminLogin } from './admin-api';
import { tNow } from '../../in-page-language';

/** Spec section 2 (Admin login page): the administrators' own sign-in, checked by the server. */
export function AdminLogin() {
  const { t } = useTranslation();
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const info = useApiQuery(SIGN_IN_INFO_URL, adminSignInInfoSchema);
  const demo = info.data?.demoCredentials ?? null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = adminLoginRequestSchema.safeParse({ username, password });
    if (!parsed.success) {
      return setError(localizeContractText(parsed.error.issues[0]?.message ?? '', t));
    }
    setError(null);
    setBusy(true);
    try {
      const user = await adminLogin(parsed.data);
      useSession.getState().setUser(user);
      toast({ title: () => tNow('admin.welcome'), variant: 'success' });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
        toast({
          title: () => tNow('admin.invalidTitle'),
          description: () => tNow('admin.invalidText'),
          variant: 'destructive',
        });
      } else if (err instanceof ApiError && err.status === 429) {
        setError(t('admin.tooMany'));
      } else {
        setError(t('admin.failed'));
      }
    }
  }

  return (
    <>
      <PageHeading>{t('admin.title')}</PageHeading>
      <Card>
        <CardContent>
          <form className="shell-form" onSubmit={(e) => void onSubmit(e)} noValidate>
            <div className="shell-field">
              <Label htmlFor={`${id}-username`}>{t('admin.username')}</Label>
              <Input
                id={`${id}-username`}
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                autoComplete="username"
                autoCapitalize="none"
                required
                aria-required="true"
                placeholder={t('admin.usernamePlaceholder')}
              />
            </div>
            <PasswordField
              id={`${id}-password`}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
              placeholder={t('auth.passwordPlaceholder')}
            />
            <FormAlert message={error} />
            <Button type="submit" size="lg" className="shell-block" disabled={busy}>
              {busy ? t('admin.submitting') : t('admin.submit')}
            </Button>
            <p className="shell-notice">
              <LockIcon />
              <span>{t('admin.monitored')}</span>
            </p>
          </form>
          {demo ? (
            <div className="shell-demo" aria-label={t('admin.demoTitle')} role="note">
              <p className="shell-demo__title">{t('admin.demoTitle')}</p>
              <p>{t('admin.demoUsername', { username: demo.username })}</p>
              <p>{t('admin.demoPassword', { password: demo.password })}</p>
            </div>
          ) : null}
          <p className="shell-admin__back">
            <Link to="/">{t('admin.backToParent')}</Link>
          </p>
        </CardContent>
      </Card>
    </>
  );
}
