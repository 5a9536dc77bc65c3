import {
  CHAT_TEXT_MAX_LENGTH,
  type Language,
  type Role,
  type VOICE_CONTEXTS,
} from '@d742/contracts';
import { toast, useLanguage } from '@d742/platform';
import { Button } from '@d742/ui/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  capabilityState,
  chatComplete,
  useVoiceCapabilities,
  voiceErrorMessage,
} from '../api/voice-api';
import { base64AudioUrl } from '../audio/play-audio';
import { useRecorder } from '../audio/use-recorder';
import { CapabilityNotice } from '../components/capability-notice';
import { MediaActions } from '../components/media-actions';
import { RecordControl } from '../components/record-control';
import { TextQuestion } from '../components/text-question';
import { useRecorderToasts } from '../components/use-recorder-toasts';
import { VOICE_NS, tNow } from '../i18n';
import '../voice.css';

type VoiceContext = (typeof VOICE_CONTEXTS)[number];

/** Spec section 3: a client-side chat message. */
export interface ChatMessage {
  id: number;
  type: 'user' | 'ai';
  text: string;
  language: string;
  timestamp: Date;
  /** An answer translated for the reader: the assistant's own (English) words. */
  originalText?: string;
  /** The parent's words as the assistant read them (English), when they were translated. */
  translatedText?: string;
  audio?: string;
  /** Speech output failed for this answer (the text is still shown). */
  audioUnavailable?: boolean;
}

export interface VoiceChatProps {
  context?: VoiceContext;
  userRole?: Role;
  /** The language spoken and answered in; the reader's language by default. */
  language?: Language;
}

const MAX_SECONDS = 60;
let nextId = 0;

/**
 * A message's text and, when it was translated, the other language behind a toggle: for the
 * parent's words the English the assistant read, for the answer the English it was written in.
 */
function MessageText({ message }: { message: ChatMessage }) {
  const { t } = useTranslation(VOICE_NS);
  const [shown, setShown] = useState(false);
  const other = message.type === 'user' ? message.translatedText : message.originalText;
  const labels =
    message.type === 'user'
      ? {
          show: 'voiceChat.showTranslation',
          hide: 'voiceChat.hideTranslation',
          sr: 'voiceChat.translation',
        }
      : {
          show: 'voiceChat.showOriginal',
          hide: 'voiceChat.hideOriginal',
          sr: 'voiceChat.original',
        };
  return (
    <>
      <p>{message.text}</p>
      {other !== undefined && other !== message.text && (
        <>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setShown((s) => !s)}
            aria-expanded={shown}
          >
            {shown ? t(labels.hide) : t(labels.show)}
          </Button>
          {shown && (
            <p className="voice-original" lang="en">
              <span className="ui-sr-only">{t(labels.sr)}: </span>
              {other}
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
  /** Which question is with the assistant: a recording or typed text. */
  const [pending, setPending] = useState<'recording' | 'typed' | null>(null);
  const [typed, setTyped] = useState('');
  const recorderToasts = useRecorderToasts();

  const chat = capabilityState(capabilities.data, 'chat', lang);
  const listening = capabilityState(capabilities.data, 'speechToText', lang);
  const speaking = capabilityState(capabilities.data, 'textToSpeech', lang);
  const canRecord = chat !== 'off' && listening !== 'off';

  /** Sends a recording (WAV) or a typed question; true when the assistant answered. */
  async function send(question: Blob | string): Promise<boolean> {
    setPending(typeof question === 'string' ? 'typed' : 'recording');
    try {
      const answer = await chatComplete(question, {
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
          translatedText: answer.stages.englishText,
        },
        {
          id: (nextId += 1),
          type: 'ai',
          text: answer.aiResponse.message,
          language: answer.aiResponse.language,
          timestamp: now,
          originalText:
            answer.aiResponse.language !== 'en' ? answer.stages.aiEnglishText : undefined,
          audio: answer.responseAudioBase64
            ? base64AudioUrl(answer.responseAudioBase64, answer.stages.responseAudioType)
            : undefined,
          audioUnavailable: answer.stages.speechError !== undefined,
        },
      ]);
      toast({ title: () => tNow('toasts.processed'), variant: 'success' });
      return true;
    } catch (error) {
      console.error('Voice chat failed', error);
      toast({
        title: () => tNow('toasts.processingFailed'),
        description: () => voiceErrorMessage(error, tNow) || tNow('toasts.tryAgain'),
        variant: 'destructive',
      });
      return false;
    } finally {
      setPending(null);
    }
  }

  const recorder = useRecorder({
    maxSeconds: MAX_SECONDS,
    ...recorderToasts,
    onRecorded: (recording) => void send(recording.wav),
  });

  async function sendTyped() {
    // The typed text stays in the box until the assistant has answered it.
    if (await send(typed.trim())) setTyped('');
  }

  function clear() {
    setMessages([]);
    toast({ title: () => tNow('toasts.chatCleared') });
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
      {chat !== 'off' && speaking === 'off' && (
        <CapabilityNotice>{t('capabilities.speechOutputOff')}</CapabilityNotice>
      )}

      <ol className="voice-chat__messages" aria-label={t('voiceChat.conversation')}>
        {/* With the assistant off the notice above says what to do; there is nothing to type into. */}
        {messages.length === 0 && chat !== 'off' && (
          <li className="voice-chat__empty">
            {canRecord ? t('voiceChat.empty') : t('voiceChat.emptyTyping')}
          </li>
        )}
        {messages.map((message) => (
          <li
            key={message.id}
            className={`voice-chat__message voice-chat__message--${message.type}`}
          >
            <strong>
              {message.type === 'user' ? t('voiceChat.you') : t('voiceChat.assistant')}
            </strong>
            <MessageText message={message} />
            <MediaActions
              size="sm"
              copyText={message.text}
              {...(message.type === 'ai' && {
                audio: message.audio,
                audioUnavailable: message.audioUnavailable,
                readAloud: {
                  text: message.text,
                  language: message.language === 'en' ? 'en' : 'so',
                },
              })}
            />
          </li>
        ))}
      </ol>

      <div className="voice-actions">
        {canRecord && (
          <RecordControl
            recorder={recorder}
            busy={pending === 'recording'}
            disabled={pending === 'typed'}
          />
        )}
        {messages.length > 0 && (
          <Button variant="outline" onClick={clear}>
            {t('voiceChat.clear')}
          </Button>
        )}
      </div>
      {chat !== 'off' && (
        <TextQuestion
          label={t('voiceChat.typeLabel')}
          value={typed}
          onChange={setTyped}
          onSubmit={() => void sendTyped()}
          submitLabel={t('voiceChat.send')}
          busyLabel={t('common.processing')}
          busy={pending === 'typed'}
          disabled={pending !== null || recorder.status === 'recording'}
          maxLength={CHAT_TEXT_MAX_LENGTH}
          lang={lang}
        />
      )}
    </section>
  );
}
