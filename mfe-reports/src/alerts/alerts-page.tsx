import { PageHeading } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n';

// Heading only: the page's content arrives with its own issue.
export default function AlertsPage() {
  const { t } = useTranslation(REPORTS_NS);
  return (
    <section className="reports-page">
      <PageHeading>{t('alerts.title')}</PageHeading>
    </section>
  );
}
