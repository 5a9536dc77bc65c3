import type { ReplyAudio } from '@d742/contracts';
import { useTranslation } from 'react-i18next';
import { MESSAGING_NS } from '../../i18n';

/**
 * A voice reply: the browser's own player on the API's stream (it asks with Range requests, so
 * it can seek), and what the voice service heard, or a note that nothing could be written out.
 */
export function VoiceReply({ audio, senderLabel }: { audio: ReplyAudio; senderLabel: string }) {
  const { t } = useTranslation(MESSAGING_NS);
  const seconds = Math.max(1, Math.round(audio.durationSeconds));
  const { transcript } = audio;
  return (
    <figure className="messaging-voice">
      <figcaption className="messaging-voice__label">
        {t('voice.label', { count: seconds })}
      </figcaption>
      <audio
        className="messaging-voice__player"
        controls
        preload="metadata"
        src={audio.url}
        aria-label={t('voice.play', { sender: senderLabel })}
      />
      {transcript ? (
        <div className="messaging-voice__transcript">
          <p className="messaging-voice__transcript-label">{t('voice.transcript')}</p>
          <p lang={transcript.shown.language}>{transcript.shown.text}</p>
        </div>
      ) : (
        <p className="messaging-voice__none">{t('voice.notTranscribed')}</p>
      )}
    </figure>
  );
}
