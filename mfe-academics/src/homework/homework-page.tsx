import { PageHeading } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { ACADEMICS_NS } from '../i18n';

// Heading only: the page's content arrives with its own issue.
export default function HomeworkPage() {
  const { t } = useTranslation(ACADEMICS_NS);
  return (
    <section className="academics-page">
      <PageHeading>{t('homework.title')}</PageHeading>
    </section>
  );
}
