import { PageHeading } from '@d742/ui';
import { useTranslation } from 'react-i18next';

// Heading only for now: this page's content is a later issue.
export function MorePage() {
  const { t } = useTranslation();
  return <PageHeading>{t('more.title')}</PageHeading>;
}
