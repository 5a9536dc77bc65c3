import { loadContracts, useCommonT } from '@d742/platform/core';
import { Input, Label, LockIcon } from '@d742/ui/core';
import { type FormEvent, useId, useState } from 'react';
import { login } from './auth-api';
import { typedBeforeStart } from './prerendered-sign-in';
import { localizeContractText } from './auth-messages';
import { AuthSubmit } from './auth-submit';
import { PasswordField } from './password-field';
import { useAuthAction } from './use-auth-action';
import { useCompleteSignIn } from './use-complete-sign-in';

export function SignInForm() {
  const t = useCommonT();
  const id = useId();
  const [username, setUsername] = useState(() => typedBeforeStart('username'));
  const [password, setPassword] = useState(() => typedBeforeStart('password'));
  const completeSignIn = useCompleteSignIn();
  const action = useAuthAction({
    rejected: 'errors.invalidCredentials',
    unreachable: 'errors.loginFailed',
    failureToast: { title: 'toast.loginFailed', description: 'toast.loginFailedText' },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  // The request schema (zod) loads with the first submit, not with the page (decision 017).
  async function submit() {
    const contracts = await loadContracts().catch(() => null);
    if (!contracts) return action.setError(t('errors.loginFailed'));
    const parsed = contracts.loginRequestSchema.safeParse({ username, password });
    if (!parsed.success) {
      return action.setError(localizeContractText(parsed.error.issues[0]?.message ?? '', t));
    }
    void action.run(async () => completeSignIn(await login(parsed.data), 'toast.loginSuccess'));
  }

  return (
    <form className="shell-form" onSubmit={onSubmit} noValidate>
      <div className="shell-field">
        <Label htmlFor={`${id}-username`}>{t('auth.username')}</Label>
        <Input
          id={`${id}-username`}
          data-field="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoComplete="username"
          autoCapitalize="none"
          required
          aria-required="true"
          placeholder={t('auth.usernamePlaceholder')}
        />
      </div>
      <PasswordField
        id={`${id}-password`}
        data-field="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="current-password"
        placeholder={t('auth.passwordPlaceholder')}
      />
      <AuthSubmit action={action} label={t('auth.signIn')} busyLabel={t('auth.signingIn')} />
      <p className="shell-notice">
        <LockIcon />
        <span>{t('auth.authorizedNotice')}</span>
      </p>
    </form>
  );
}
