import { Button } from '@d742/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGING_NS } from '../../i18n';
import type { VoiceDraft } from '../drafts/draft-store';

/** A kept recording waiting to be sent: listen to it, read what the recorder heard, or remove it. */
export function RecordingDraft({
  voice,
  onRemove,
  disabled,
}: {
  voice: VoiceDraft;
  onRemove(): void;
  disabled: boolean;
}) {
  const { t } = useTranslation(MESSAGING_NS);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(voice.wav);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [voice.wav]);
  return (
    <div className="messaging-recording" role="group" aria-label={t('reply.recording')}>
      <p className="messaging-recording__title">{t('reply.recording')}</p>
      {url ? (
        <audio
          className="messaging-voice__player"
          controls
          src={url}
          aria-label={t('reply.playRecording')}
        />
      ) : null}
      {voice.transcript ? (
        <p className="messaging-recording__transcript">
          {t('reply.recordingTranscript', { text: voice.transcript })}
        </p>
      ) : null}
      <Button variant="ghost" size="sm" onClick={onRemove} disabled={disabled}>
        {t('reply.removeRecording')}
      </Button>
    </div>
  );
}
