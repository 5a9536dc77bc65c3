import { useCommonT } from '@d742/platform/core';
import { PASSCODE_MAX_LENGTH } from '@d742/contracts/constants';
import { Label, PasswordInput } from '@d742/ui/core';
import { type FormEvent, useId, useState } from 'react';
import { passcodeLogin } from './auth-api';
import { AuthSubmit } from './auth-submit';
import { typedBeforeStart } from './prerendered-sign-in';
import { useAuthAction } from './use-auth-action';
import { useCompleteSignIn } from './use-complete-sign-in';

export function PasscodeForm() {
  const t = useCommonT();
  const id = useId();
  const [passcode, setPasscode] = useState(() => typedBeforeStart('passcode'));
  const completeSignIn = useCompleteSignIn();
  const action = useAuthAction({
    rejected: 'errors.invalidPasscode',
    unreachable: 'errors.passcodeFailed',
    failureToast: { title: 'toast.loginFailed', description: 'toast.loginFailedText' },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!passcode) return action.setError(t('errors.passcodeRequired'));
    void action.run(async () =>
      completeSignIn(await passcodeLogin({ passcode }), 'toast.loginSuccess'),
    );
  }

  return (
    <form className="shell-form shell-passcode" onSubmit={onSubmit} noValidate>
      <p className="shell-divider">
        <span>{t('auth.passcodeDivider')}</span>
      </p>
      <div className="shell-field">
        <Label htmlFor={`${id}-passcode`}>{t('auth.passcode')}</Label>
        <PasswordInput
          id={`${id}-passcode`}
          data-field="passcode"
          value={passcode}
          onChange={(e) => setPasscode(e.target.value)}
          maxLength={PASSCODE_MAX_LENGTH}
          autoComplete="off"
          className="shell-passcode__input"
          placeholder={t('auth.passcodePlaceholder')}
          showLabel={t('auth.showPasscode')}
          hideLabel={t('auth.hidePasscode')}
        />
      </div>
      <AuthSubmit
        action={action}
        variant="secondary"
        label={t('auth.signInWithPasscode')}
        busyLabel={t('auth.signingIn')}
      />
    </form>
  );
}
