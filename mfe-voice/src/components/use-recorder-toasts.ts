import { toast } from '@d742/platform';
import { useTranslation } from 'react-i18next';
import type { RecorderError } from '../audio/use-recorder';
import { VOICE_NS } from '../i18n';

/** The spec's recording toasts: 'Recording started'; 'Recording failed' / why. */
export function useRecorderToasts() {
  const { t } = useTranslation(VOICE_NS);
  return {
    onStart: () => toast({ title: t('toasts.recordingStarted') }),
    onError: (error: RecorderError) =>
      toast({
        title: t('toasts.recordingFailed'),
        description:
          error === 'denied'
            ? t('toasts.allowMicrophone')
            : error === 'unavailable'
              ? t('toasts.noMicrophone')
              : t('toasts.tryAgain'),
        variant: 'destructive',
      }),
  };
}
