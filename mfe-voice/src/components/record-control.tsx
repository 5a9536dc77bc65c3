import { Button, Spinner } from '@d742/ui/core';
import { useTranslation } from 'react-i18next';
import type { Recorder } from '../audio/use-recorder';
import { VOICE_NS } from '../i18n';

/** Record / Stop with the running seconds; a spinner while the recording is being processed. */
export function RecordControl({
  recorder,
  busy = false,
  disabled = false,
}: {
  recorder: Recorder;
  /** The recording is being sent or processed elsewhere. */
  busy?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation(VOICE_NS);
  if (recorder.status === 'recording') {
    return (
      <div className="voice-record">
        <Button variant="destructive" onClick={() => void recorder.stop()}>
          {t('common.stop')}
        </Button>
        <span role="timer" aria-live="off">
          {t('common.recording', { seconds: recorder.seconds })}
        </span>
      </div>
    );
  }
  if (busy || recorder.status === 'processing' || recorder.status === 'requesting') {
    return <Spinner size="sm" label={t('common.processing')} showLabel />;
  }
  return (
    <Button onClick={() => void recorder.start()} disabled={disabled}>
      {t('common.record')}
    </Button>
  );
}
