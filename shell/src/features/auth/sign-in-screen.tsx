import { ShieldIcon, Tabs, TabsContent, TabsList, TabsTrigger } from '@d742/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '../../components/language-toggle';
import { SUPPORT_EMAIL } from '../../lib/support';
import { AccessCodeDialog } from '../access-code';
import { PasscodeForm } from './passcode-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type AuthTab = 'login' | 'signup';

export function SignInScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<AuthTab>('login');
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
        <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
          <TabsList aria-label={t('auth.tabsLabel')}>
            <TabsTrigger value="login">{t('auth.signInTab')}</TabsTrigger>
            <TabsTrigger value="signup">{t('auth.signUpTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <SignInForm />
            <PasscodeForm />
          </TabsContent>
          <TabsContent value="signup">
            <SignUpForm />
          </TabsContent>
        </Tabs>
      </main>
      <p className="shell-auth__help">
        {t('auth.helpPrefix')} <a href={`mailto:${SUPPORT_EMAIL}`}>{t('auth.helpLink')}</a>
      </p>
      <AccessCodeDialog />
    </div>
  );
}
