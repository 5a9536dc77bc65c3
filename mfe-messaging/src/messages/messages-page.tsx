import { PageHeading } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { MESSAGING_NS } from '../i18n';

// Heading only: the page's content arrives with its own issue.
export default function MessagesPage() {
  const { t } = useTranslation(MESSAGING_NS);
  return (
    <section className="messaging-page">
      <PageHeading>{t('messages.title')}</PageHeading>
    </section>
  );
}
