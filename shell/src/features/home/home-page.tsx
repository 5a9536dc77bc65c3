import { RemoteModule, useAudience, useSession } from '@d742/platform';
import { PageHeading } from '@d742/ui/core';
import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation();
  const firstName = useSession((s) => s.user?.firstName ?? '');
  // The family's page is a parent's (no audience); everyone else's home says Home, above their role's card.
  const forFamily = useAudience() === undefined;
  return (
    <>
      <p className="shell-greeting">{t('home.greeting', { firstName })}</p>
      <PageHeading>{t(forFamily ? 'home.title' : 'home.titleOthers')}</PageHeading>
      {/* The quick actions, /homework among them, are the academics remote's. */}
      <RemoteModule remote="academics" expose="DashboardPanel" />
    </>
  );
}
