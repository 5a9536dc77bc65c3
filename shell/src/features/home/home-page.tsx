import { RemoteModule, useSession } from '@d742/platform';
import { PageHeading } from '@d742/ui/core';
import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation();
  const firstName = useSession((s) => s.user?.firstName ?? '');
  return (
    <>
      <p className="shell-greeting">{t('home.greeting', { firstName })}</p>
      <PageHeading>{t('home.title')}</PageHeading>
      {/* The quick actions, /homework among them, are the academics remote's. */}
      <RemoteModule remote="academics" expose="DashboardPanel" />
    </>
  );
}
