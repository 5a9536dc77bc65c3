import type { Language } from '@d742/contracts';
import { toast, useLanguage } from '@d742/platform';
import { Button, Spinner } from '@d742/ui/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  capabilityState,
  transcribe,
  translate,
  useVoiceCapabilities,
  voiceErrorMessage,
} from '../api/voice-api';
import { type Recording, useRecorder } from '../audio/use-recorder';
import { CapabilityNotice } from '../components/capability-notice';
import { MediaActions } from '../components/media-actions';
import { RecordControl } from '../components/record-control';
import { useRecorderToasts } from '../components/use-recorder-toasts';
import { VOICE_NS, tNow } from '../i18n';
import '../voice.css';

export interface VoiceMessageDraft {
  wav: Blob;
  transcript: string;
  translation: string;
}

export interface VoiceMessageRecorderProps {
  /**
   * Receives the kept draft (WAV, transcript, translation; '' for a text that could not be made):
   * the host (a reply, an absence report) sends it with its own form, so the recorder offers no
   * sending of its own. Without a host the draft stays on the page.
   */
  onComplete?(draft: VoiceMessageDraft): void;
  /**
   * Offered by the shell on the More page for parents: 'Send to teacher' hands the draft over
   * (messaging's 'write to a teacher' page takes it). Without it, and whenever `onComplete` is
   * given, there is no 'Send to teacher' button.
   */
  onSendToTeacher?(draft: VoiceMessageDraft): void;
}

const MAX_SECONDS = 60;

/** The More page's voice message: record, listen back, read transcript and translation, keep or discard. */
export default function VoiceMessageRecorder({
  onComplete,
  onSendToTeacher,
}: VoiceMessageRecorderProps) {
  const { t } = useTranslation(VOICE_NS);
  const headingId = useId();
  const language = useLanguage((s) => s.language);
  const other: Language = language === 'so' ? 'en' : 'so';
  const capabilities = useVoiceCapabilities();
  const recorderToasts = useRecorderToasts();
  const [transcript, setTranscript] = useState<string | null>(null);
  const [translation, setTranslation] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [kept, setKept] = useState(false);
  const [playUrl, setPlayUrl] = useState<string | null>(null);

  const listening = capabilityState(capabilities.data, 'speechToText', language);
  const translating = capabilityState(capabilities.data, 'translation', language);

  async function onRecorded(recording: Recording) {
    setPlayUrl(URL.createObjectURL(recording.wav));
    if (listening === 'off') return;
    setWorking(true);
    try {
      const { text } = await transcribe(recording.wav, language);
      setTranscript(text);
      if (translating !== 'off' && text.trim()) {
        const { translatedText } = await translate({
          text,
          fromLanguage: language,
          toLanguage: other,
        });
        setTranslation(translatedText);
      }
      toast({ title: () => tNow('toasts.processed'), variant: 'success' });
    } catch (error) {
      console.error('Voice message processing failed', error);
      toast({
        title: () => tNow('toasts.processingFailed'),
        description: () => voiceErrorMessage(error, tNow) || tNow('toasts.tryAgain'),
        variant: 'destructive',
      });
    } finally {
      setWorking(false);
    }
  }

  const recorder = useRecorder({
    maxSeconds: MAX_SECONDS,
    ...recorderToasts,
    onRecorded: (recording) => void onRecorded(recording),
  });

  useEffect(() => {
    if (!playUrl) return;
    return () => URL.revokeObjectURL(playUrl);
  }, [playUrl]);

  function discard() {
    recorder.reset();
    setTranscript(null);
    setTranslation(null);
    setKept(false);
    setPlayUrl(null);
  }

  function draft(): VoiceMessageDraft | null {
    const wav = recorder.recording?.wav;
    return wav ? { wav, transcript: transcript ?? '', translation: translation ?? '' } : null;
  }

  function keep() {
    const kept = draft();
    if (!kept) return;
    onComplete?.(kept);
    setKept(true);
  }

  function sendToTeacher() {
    const kept = draft();
    if (kept) onSendToTeacher?.(kept);
  }

  const done = recorder.status === 'done' && recorder.recording;
  return (
    <section className="voice-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('voiceMessageRecorder.title')}</h2>
      <p>{t('voiceMessageRecorder.description')}</p>
      {capabilities.isError && <CapabilityNotice>{t('capabilities.unknown')}</CapabilityNotice>}
      {listening === 'off' && (
        <CapabilityNotice>{t('capabilities.speechToTextOff')}</CapabilityNotice>
      )}
      {!done && <RecordControl recorder={recorder} />}
      {done && (
        <>
          <MediaActions
            audio={playUrl ?? undefined}
            playLabel={t('voiceMessageRecorder.playRecording')}
          />
          {working && (
            <Spinner size="sm" label={t('voiceMessageRecorder.transcribing')} showLabel />
          )}
          {transcript !== null && (
            <dl className="voice-result">
              <dt>{t('voiceMessageRecorder.transcript')}</dt>
              <dd lang={language}>{transcript}</dd>
              {translation !== null && (
                <>
                  <dt>{t('voiceMessageRecorder.translation')}</dt>
                  <dd lang={other}>{translation}</dd>
                </>
              )}
            </dl>
          )}
          <div className="voice-actions">
            <Button variant="ghost" onClick={discard}>
              {t('voiceMessageRecorder.discard')}
            </Button>
            <Button variant="outline" onClick={keep} disabled={kept || working}>
              {t('voiceMessageRecorder.keep')}
            </Button>
            {onSendToTeacher && !onComplete && (
              <Button variant="outline" onClick={sendToTeacher} disabled={working}>
                {t('common.sendToTeacher')}
              </Button>
            )}
          </div>
          {kept && <p role="status">{t('voiceMessageRecorder.kept')}</p>}
        </>
      )}
    </section>
  );
}
