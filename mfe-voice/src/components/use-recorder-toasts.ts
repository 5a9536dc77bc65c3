import { currentLanguageT, toast } from '@d742/platform';
import type { RecorderError } from '../audio/use-recorder';
import { VOICE_NS } from '../i18n';

/** A toast's texts in the page's language whenever the Toaster shows them. */
const tNow = currentLanguageT(VOICE_NS);

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
