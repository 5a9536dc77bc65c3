import { MESSAGE_AUDIO_MAX_SECONDS } from '@d742/contracts';
import { Button } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { MESSAGING_NS } from '../../i18n';
import { sendErrorKey } from '../api/send-error';

/** Why the send failed, in the reader's language, and a Retry that sends the kept draft again. */
export function SendFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation(MESSAGING_NS);
  return (
    <div role="alert" className="messaging-send-failure">
      <p>{t(`send.errors.${sendErrorKey(error)}`, { seconds: MESSAGE_AUDIO_MAX_SECONDS })}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('actions.retry', { ns: 'common' })}
      </Button>
    </div>
  );
}
