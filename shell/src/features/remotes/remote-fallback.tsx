import { Card, ErrorState } from '@d742/ui';
import { useTranslation } from 'react-i18next';

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card className="shell-remote-fallback">
      <ErrorState
        message={t('remote.failedTitle')}
        description={t('remote.failedText')}
        retryLabel={t('actions.retry')}
        onRetry={onRetry}
      />
    </Card>
  );
}
