import type { Language, Role, VOICE_CONTEXTS } from '@d742/contracts';

type VoiceContext = (typeof VOICE_CONTEXTS)[number];
import { toast, useLanguage } from '@d742/platform';
import { Button } from '@d742/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  capabilityState,
  chatComplete,
  useVoiceCapabilities,
  voiceErrorMessage,
} from '../api/voice-api';
import { base64AudioUrl, playAudio } from '../audio/play-audio';
import { type Recording, useRecorder } from '../audio/use-recorder';
import { CapabilityNotice } from '../components/capability-notice';
import { RecordControl } from '../components/record-control';
import { useRecorderToasts } from '../components/use-recorder-toasts';
import { VOICE_NS } from '../i18n';
import ListenButton from '../listen-button/listen-button';
import '../voice.css';

/** Spec section 3: a client-side chat message. */
export interface ChatMessage {
  id: number;
  type: 'user' | 'ai';
  text: string;
  language: string;
  timestamp: Date;
  originalText?: string;
  audio?: string;
}

export interface VoiceChatProps {
  context?: VoiceContext;
  userRole?: Role;
  /** The language spoken and answered in; the reader's language by default. */
  language?: Language;
}

const MAX_SECONDS = 60;
let nextId = 0;

function UserMessage({ message }: { message: ChatMessage }) {
  const { t } = useTranslation(VOICE_NS);
  const [showOriginal, setShowOriginal] = useState(false);
  return (
    <>
      <p>{message.text}</p>
      {message.originalText !== undefined && (
        <>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setShowOriginal((s) => !s)}
            aria-expanded={showOriginal}
          >
            {showOriginal ? t('voiceChat.hideOriginal') : t('voiceChat.showOriginal')}
          </Button>
          {showOriginal && (
            <p className="voice-original">
              <span className="ui-sr-only">{t('voiceChat.original')}: </span>
              {message.originalText}
            </p>
          )}
        </>
      )}
    </>
  );
}

/** The messages page's voice-chat tab: speak, read the transcript and the assistant's answer. */
export default function VoiceChat({
  context = 'parent-teacher',
  userRole = 'parent',
  language,
}: VoiceChatProps) {
  const { t } = useTranslation(VOICE_NS);
  const headingId = useId();
  const appLanguage = useLanguage((s) => s.language);
  const lang = language ?? appLanguage;
  const capabilities = useVoiceCapabilities();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [sending, setSending] = useState(false);
  const recorderToasts = useRecorderToasts();

  const chat = capabilityState(capabilities.data, 'chat', lang);
  const listening = capabilityState(capabilities.data, 'speechToText', lang);
  const speaking = capabilityState(capabilities.data, 'textToSpeech', lang);
  const canRecord = chat !== 'off' && listening !== 'off';

  async function send(recording: Recording) {
    setSending(true);
    try {
      const answer = await chatComplete(recording.wav, {
        userLanguage: lang,
        responseLanguage: lang,
        context,
        userRole,
      });
      const now = new Date();
      setMessages((list) => [
        ...list,
        {
          id: (nextId += 1),
          type: 'user',
          text: answer.transcription.text,
          language: answer.transcription.language,
          timestamp: now,
          originalText: answer.translation?.originalText,
        },
        {
          id: (nextId += 1),
          type: 'ai',
          text: answer.aiResponse.message,
          language: answer.aiResponse.language,
          timestamp: now,
          audio: answer.responseAudioBase64
            ? base64AudioUrl(answer.responseAudioBase64, answer.stages.responseAudioType)
            : undefined,
        },
      ]);
      toast({ title: t('toasts.processed'), variant: 'success' });
    } catch (error) {
      console.error('Voice chat failed', error);
      toast({
        title: t('toasts.processingFailed'),
        description: voiceErrorMessage(error, t) || t('toasts.tryAgain'),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  const recorder = useRecorder({
    maxSeconds: MAX_SECONDS,
    ...recorderToasts,
    onRecorded: (recording) => void send(recording),
  });

  async function play(src: string) {
    try {
      await playAudio(src);
    } catch (error) {
      console.error('Playback failed', error);
      toast({
        title: t('toasts.playbackFailed'),
        description: t('toasts.unableToPlay'),
        variant: 'destructive',
      });
    }
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t('toasts.copied'), variant: 'success' });
    } catch {
      toast({ title: t('toasts.copyFailed'), variant: 'destructive' });
    }
  }

  function clear() {
    setMessages([]);
    toast({ title: t('toasts.chatCleared') });
  }

  return (
    <section className="voice-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('voiceChat.title')}</h2>
      <p>{t('voiceChat.intro')}</p>
      {capabilities.isError && <CapabilityNotice>{t('capabilities.unknown')}</CapabilityNotice>}
      {chat === 'off' && <CapabilityNotice>{t('capabilities.chatOff')}</CapabilityNotice>}
      {chat !== 'off' && listening === 'off' && (
        <CapabilityNotice>{t('capabilities.speechToTextOff')}</CapabilityNotice>
      )}
      {canRecord && speaking === 'off' && (
        <CapabilityNotice>{t('capabilities.speechOutputOff')}</CapabilityNotice>
      )}

      <ol className="voice-chat__messages" aria-label={t('voiceChat.conversation')}>
        {messages.length === 0 && <li className="voice-chat__empty">{t('voiceChat.empty')}</li>}
        {messages.map((message) => (
          <li
            key={message.id}
            className={`voice-chat__message voice-chat__message--${message.type}`}
          >
            <strong>
              {message.type === 'user' ? t('voiceChat.you') : t('voiceChat.assistant')}
            </strong>
            {message.type === 'user' ? <UserMessage message={message} /> : <p>{message.text}</p>}
            <div className="voice-actions">
              {message.type === 'ai' &&
                (message.audio ? (
                  <Button variant="outline" size="sm" onClick={() => void play(message.audio!)}>
                    {t('common.play')}
                  </Button>
                ) : (
                  <ListenButton
                    text={message.text}
                    language={message.language === 'en' ? 'en' : 'so'}
                  />
                ))}
              <Button variant="ghost" size="sm" onClick={() => void copy(message.text)}>
                {t('common.copy')}
              </Button>
            </div>
          </li>
        ))}
      </ol>

      <div className="voice-actions">
        {canRecord && <RecordControl recorder={recorder} busy={sending} />}
        {messages.length > 0 && (
          <Button variant="outline" onClick={clear}>
            {t('voiceChat.clear')}
          </Button>
        )}
      </div>
    </section>
  );
}
