import { Button, PageHeading } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '@d742/platform/router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="shell-not-found">
      <PageHeading description={t('notFound.text')}>{t('notFound.title')}</PageHeading>
      <Button asChild size="lg">
        <Link to="/">{t('notFound.goHome')}</Link>
      </Button>
    </section>
  );
}
