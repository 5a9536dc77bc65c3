import { useCommonT } from '@d742/platform/core';
import { Card, ErrorState } from '@d742/ui/core';

/** What a remote that cannot be loaded shows in its slot (styled by the shell). */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const t = useCommonT();
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
