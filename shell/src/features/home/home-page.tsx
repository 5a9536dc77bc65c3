import { RemoteModule, useSession } from '@d742/platform';
import { BookIcon, PageHeading } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * The homework quick action: the spec's four quick actions live in the academics remote's
 * DashboardPanel, so the shell adds this one beside it.
 */
function HomeworkLink() {
  const { t } = useTranslation();
  return (
    <Link to="/homework" className="shell-link-card">
      <span className="shell-link-card__icon" aria-hidden="true">
        <BookIcon />
      </span>
      <span>
        <span className="shell-link-card__title">{t('home.homework.title')}</span>
        <span className="shell-link-card__text">{t('home.homework.text')}</span>
      </span>
    </Link>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const firstName = useSession((s) => s.user?.firstName ?? '');
  return (
    <>
      <p className="shell-greeting">{t('home.greeting', { firstName })}</p>
      <PageHeading>{t('home.title')}</PageHeading>
      <div className="shell-stack">
        <RemoteModule remote="academics" expose="DashboardPanel" />
        <HomeworkLink />
      </div>
    </>
  );
}
