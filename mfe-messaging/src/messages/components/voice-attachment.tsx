import { MESSAGE_AUDIO_MAX_BYTES } from '@d742/contracts';
import { RemoteModule } from '@d742/platform';
import { Button } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { MESSAGING_NS } from '../../i18n';
import type { VoiceDraft } from '../drafts/draft-store';
import { RecordingDraft } from '../thread/recording-draft';

/** A recording over the service's size limit cannot be sent: the send buttons stay off. */
export function voiceTooLarge(voice: VoiceDraft | null): boolean {
  return (voice?.wav.size ?? 0) > MESSAGE_AUDIO_MAX_BYTES;
}

export interface VoiceAttachmentProps {
  voice: VoiceDraft | null;
  /** The voice remote's recorder is on screen. */
  recorderOpen: boolean;
  onKeep(voice: VoiceDraft): void;
  onRemove(): void;
  disabled: boolean;
}

/**
 * The recording a message or reply carries: the kept draft (listen, read, remove), why it cannot
 * be sent when it is too large, and while open the voice remote's recorder, which hands over the
 * kept WAV (a form sends it, so the recorder offers no sending of its own).
 */
export function VoiceAttachment({
  voice,
  recorderOpen,
  onKeep,
  onRemove,
  disabled,
}: VoiceAttachmentProps) {
  const { t } = useTranslation(MESSAGING_NS);
  return (
    <>
      {voice ? <RecordingDraft voice={voice} disabled={disabled} onRemove={onRemove} /> : null}
      {voiceTooLarge(voice) ? (
        <p role="alert" className="messaging-send-failure">
          {t('send.errors.audioTooLarge')}
        </p>
      ) : null}
      {recorderOpen ? (
        <div className="messaging-recorder">
          <p className="messaging-field__hint">{t('reply.recorderHint')}</p>
          <RemoteModule
            remote="voice"
            expose="VoiceMessageRecorder"
            props={{ onComplete: onKeep }}
            fallback={
              <p role="note" className="messaging-field__hint">
                {t('reply.recorderUnavailable')}
              </p>
            }
          />
        </div>
      ) : null}
    </>
  );
}

/** Opens and closes the recorder. */
export function RecorderToggle({
  open,
  onToggle,
  disabled,
}: {
  open: boolean;
  onToggle(): void;
  disabled: boolean;
}) {
  const { t } = useTranslation(MESSAGING_NS);
  return (
    <Button variant="outline" aria-expanded={open} disabled={disabled} onClick={onToggle}>
      {open ? t('reply.closeRecorder') : t('reply.record')}
    </Button>
  );
}
