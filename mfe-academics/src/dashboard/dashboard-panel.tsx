import { useTranslation } from 'react-i18next';
import { ACADEMICS_NS } from '../i18n';

// Rendered on the shell's home page; the children cards arrive with their own issue.
export default function DashboardPanel() {
  const { t } = useTranslation(ACADEMICS_NS);
  return <h2 className="ui-sr-only">{t('dashboard.title')}</h2>;
}
