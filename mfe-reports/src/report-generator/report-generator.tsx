import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n';

// Heading only: the content arrives with its own issue.
export default function ReportGenerator() {
  const { t } = useTranslation(REPORTS_NS);
  const headingId = useId();
  return (
    <section className="reports-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('reportGenerator.title')}</h2>
    </section>
  );
}
