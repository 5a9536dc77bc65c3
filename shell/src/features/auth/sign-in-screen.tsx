import { useCommonT } from '@d742/platform/core';
import { ShieldIcon } from '@d742/ui/core';
import { lazy, useLayoutEffect, useState } from 'react';
import { LanguageToggle } from '../../components/language-toggle';
import { MountOnce } from '../../components/mount-once';
import { SUPPORT_EMAIL } from '../../lib/support';
import { useAccessGate } from '../access-code/access-gate-store';
import { AuthTabs } from './auth-tabs';
import { PasscodeForm } from './passcode-form';
import { takeOverPrerenderedSignIn } from './prerendered-sign-in';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type AuthTab = 'login' | 'signup';

// The access-code dialog (Radix Dialog) loads when a sign-in first asks for the code, not before.
const AccessCodeDialog = lazy(() =>
  import('../access-code/access-code-dialog').then((m) => ({ default: m.AccessCodeDialog })),
);

function LazyAccessCodeDialog() {
  const open = useAccessGate((s) => s.dialogOpen);
  return (
    <MountOnce when={open}>
      <AccessCodeDialog />
    </MountOnce>
  );
}

export function SignInScreen() {
  const t = useCommonT();
  const [tab, setTab] = useState<AuthTab>('login');
  // Once in the page: what was typed into the pre-rendered form (if the page came with one) moves in.
  useLayoutEffect(takeOverPrerenderedSignIn, []);
  return (
    <div className="shell-auth">
      <div className="shell-auth__hero">
        <div className="shell-auth__language">
          <LanguageToggle variant="full" />
        </div>
        <header className="shell-auth__header">
          <div className="shell-auth__logo" aria-hidden="true">
            <ShieldIcon />
          </div>
          <h1 className="shell-auth__title">{t('app.title')}</h1>
          <p className="shell-auth__subtitle">{t('auth.subtitle')}</p>
          <p className="shell-auth__tagline">{t('auth.tagline')}</p>
        </header>
      </div>
      <main className="shell-auth__card">
        <AuthTabs<AuthTab>
          label={t('auth.tabsLabel')}
          value={tab}
          onValueChange={setTab}
          tabs={[
            {
              value: 'login',
              label: t('auth.signInTab'),
              panel: (
                <>
                  <SignInForm />
                  <PasscodeForm />
                </>
              ),
            },
            { value: 'signup', label: t('auth.signUpTab'), panel: <SignUpForm /> },
          ]}
        />
      </main>
      <p className="shell-auth__help">
        {t('auth.helpPrefix')} <a href={`mailto:${SUPPORT_EMAIL}`}>{t('auth.helpLink')}</a>
      </p>
      <LazyAccessCodeDialog />
    </div>
  );
}
