import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '../../lib/app-version';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="shell-footer" aria-label={t('footer.label')}>
      <p>{t('app.district')}</p>
      <p>{t('app.builtFor')}</p>
      <p>{t('app.version', { version: APP_VERSION })}</p>
    </footer>
  );
}
