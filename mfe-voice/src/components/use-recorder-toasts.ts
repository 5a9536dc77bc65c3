import { toast } from '@d742/platform';
import type { RecorderError } from '../audio/use-recorder';
import { tNow } from '../i18n';

/** The spec's recording toasts: 'Recording started'; 'Recording failed' / why. */
export function useRecorderToasts() {
  return {
    onStart: () => toast({ title: () => tNow('toasts.recordingStarted') }),
    onError: (error: RecorderError) =>
      toast({
        title: () => tNow('toasts.recordingFailed'),
        description: () =>
          error === 'denied'
            ? tNow('toasts.allowMicrophone')
            : error === 'unavailable'
              ? tNow('toasts.noMicrophone')
              : tNow('toasts.tryAgain'),
        variant: 'destructive',
      }),
  };
}
