import { type Language, translateRequestSchema } from '@d742/contracts';
import { toast, useLanguage } from '@d742/platform';
import { Button } from '@d742/ui/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  capabilityState,
  chatComplete,
  translate,
  useVoiceCapabilities,
  voiceErrorMessage,
} from '../api/voice-api';
import { base64AudioUrl } from '../audio/play-audio';
import { type Recording, useRecorder } from '../audio/use-recorder';
import { CapabilityNotice } from '../components/capability-notice';
import { LanguageSelect } from '../components/language-select';
import { MediaActions } from '../components/media-actions';
import { RecordControl } from '../components/record-control';
import { TextQuestion } from '../components/text-question';
import { useRecorderToasts } from '../components/use-recorder-toasts';
import { VOICE_NS, tNow } from '../i18n';
import ListenButton from '../listen-button/listen-button';
import '../voice.css';

/** Spec section 9: the translator's recording stops after 30 s. */
export const TRANSLATOR_MAX_SECONDS = 30;

interface Result {
  original: string;
  translated?: string;
  aiResponse?: string;
  audio?: string;
  /** Speech output failed for the assistant's answer. */
  audioUnavailable?: boolean;
}

export interface VoiceTranslatorProps {
  /**
   * Offered by the shell on the More page for parents: 'Send to teacher' hands over the words
   * the parent spoke or typed, in the language they used (messaging translates them for the
   * teacher when it sends). Without it there is no 'Send to teacher' button.
   */
  onSendToTeacher?(draft: { text: string; language: Language }): void;
}

/** The More page's voice translator: speak or type, read and hear the translation. */
export default function VoiceTranslator({ onSendToTeacher }: VoiceTranslatorProps = {}) {
  const { t } = useTranslation(VOICE_NS);
  const headingId = useId();
  const appLanguage = useLanguage((s) => s.language);
  const [from, setFrom] = useState<Language>(appLanguage);
  const [to, setTo] = useState<Language>(appLanguage === 'so' ? 'en' : 'so');
  const [text, setText] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const capabilities = useVoiceCapabilities();
  const recorderToasts = useRecorderToasts();

  const listening = capabilityState(capabilities.data, 'speechToText', from);
  const chatting = capabilityState(capabilities.data, 'chat', from);
  const translating = capabilityState(capabilities.data, 'translation', from);
  const canRecord = listening !== 'off' && chatting !== 'off';

  function failed(error: unknown) {
    console.error('Translation failed', error);
    toast({
      title: () => tNow('toasts.translationFailed'),
      description: () => voiceErrorMessage(error, tNow) || tNow('toasts.tryAgain'),
      variant: 'destructive',
    });
  }

  async function translated(original: string): Promise<string | undefined> {
    if (from === to) return original;
    if (translating === 'off') return undefined;
    return (await translate({ text: original, fromLanguage: from, toLanguage: to })).translatedText;
  }

  async function onRecorded(recording: Recording) {
    setBusy(true);
    try {
      const answer = await chatComplete(recording.wav, {
        userLanguage: from,
        responseLanguage: to,
        context: 'general',
        userRole: 'parent',
      });
      const original = answer.translation?.originalText ?? answer.transcription.text;
      setResult({
        original,
        translated: await translated(original),
        aiResponse: answer.aiResponse.message,
        audio: answer.responseAudioBase64
          ? base64AudioUrl(answer.responseAudioBase64, answer.stages.responseAudioType)
          : undefined,
        audioUnavailable: answer.stages.speechError !== undefined,
      });
      toast({ title: () => tNow('toasts.translationCompleted'), variant: 'success' });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  const recorder = useRecorder({
    maxSeconds: TRANSLATOR_MAX_SECONDS,
    ...recorderToasts,
    onRecorded: (recording) => void onRecorded(recording),
  });

  async function onTranslateText() {
    const parsed = translateRequestSchema.safeParse({ text, fromLanguage: from, toLanguage: to });
    if (!parsed.success || busy) return;
    setBusy(true);
    try {
      const { translatedText } = await translate(parsed.data);
      setResult({ original: parsed.data.text, translated: translatedText });
      toast({ title: () => tNow('toasts.translationComplete'), variant: 'success' });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  const recording = recorder.status === 'recording' || recorder.status === 'processing';
  return (
    <section className="voice-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('voiceTranslator.title')}</h2>
      <div className="voice-actions">
        <LanguageSelect
          label={t('voiceTranslator.inputLanguage')}
          value={from}
          onChange={setFrom}
          disabled={recording || busy}
        />
        <LanguageSelect
          label={t('voiceTranslator.outputLanguage')}
          value={to}
          onChange={setTo}
          disabled={recording || busy}
        />
      </div>
      {capabilities.isError && <CapabilityNotice>{t('capabilities.unknown')}</CapabilityNotice>}
      {canRecord ? (
        <div className="voice-actions">
          <RecordControl recorder={recorder} busy={busy} />
          <span>{t('common.maxHint', { seconds: TRANSLATOR_MAX_SECONDS })}</span>
        </div>
      ) : (
        <CapabilityNotice>{t('capabilities.speechToTextOff')}</CapabilityNotice>
      )}
      {translating === 'off' && from !== to && (
        <CapabilityNotice>{t('capabilities.translationOff')}</CapabilityNotice>
      )}

      <TextQuestion
        label={t('voiceTranslator.textLabel')}
        value={text}
        onChange={setText}
        onSubmit={() => void onTranslateText()}
        submitLabel={t('voiceTranslator.translate')}
        busyLabel={t('voiceTranslator.translating')}
        busy={busy}
        disabled={translating === 'off'}
        maxLength={5000}
        lang={from}
      />

      {result && (
        <dl className="voice-result">
          <dt>{t('voiceTranslator.originalText')}</dt>
          <dd lang={from}>{result.original}</dd>
          {result.translated !== undefined && (
            <>
              <dt>{t('voiceTranslator.translatedText')}</dt>
              <dd lang={to}>
                {result.translated} <ListenButton text={result.translated} language={to} />
              </dd>
            </>
          )}
          {result.aiResponse !== undefined && (
            <>
              <dt>{t('voiceTranslator.aiResponse')}</dt>
              <dd lang={to}>{result.aiResponse}</dd>
            </>
          )}
        </dl>
      )}
      {result && (
        <MediaActions audio={result.audio} audioUnavailable={result.audioUnavailable}>
          {onSendToTeacher && result.original.trim() !== '' && (
            <Button
              variant="outline"
              onClick={() => onSendToTeacher({ text: result.original, language: from })}
            >
              {t('common.sendToTeacher')}
            </Button>
          )}
        </MediaActions>
      )}
    </section>
  );
}
