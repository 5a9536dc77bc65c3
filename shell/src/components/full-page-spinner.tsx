import { useCommonT } from '@d742/platform/core';
import { Spinner } from '@d742/ui/core';

export function FullPageSpinner() {
  const t = useCommonT();
  return (
    <div className="shell-fullpage">
      <Spinner size="lg" label={t('app.loading')} showLabel />
    </div>
  );
}
