import { Spinner } from '@d742/ui/core';
import { useTranslation } from 'react-i18next';

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="shell-fullpage">
      <Spinner size="lg" label={t('app.loading')} showLabel />
    </div>
  );
}
