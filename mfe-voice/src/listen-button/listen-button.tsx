import type { Language } from '@d742/contracts';
import { toast } from '@d742/platform';
import { Button } from '@d742/ui/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { capabilityState, speak, useVoiceCapabilities, voiceErrorMessage } from '../api/voice-api';
import { playAudio } from '../audio/play-audio';
import { VOICE_NS, tNow } from '../i18n';

export interface ListenButtonProps {
  text: string;
  language: Language;
}

/** The browser's installed voice for `language` ('so' matches 'so-SO'), if any. */
function browserVoice(language: Language): SpeechSynthesisVoice | undefined {
  if (typeof window === 'undefined' || !window.speechSynthesis) return undefined;
  return window.speechSynthesis
    .getVoices()
    .find((v) => v.lang.toLowerCase().split(/[-_]/)[0] === language);
}

/** Browsers load their voice list late: re-read it when it changes. */
function useBrowserVoice(language: Language): SpeechSynthesisVoice | undefined {
  const [voice, setVoice] = useState(() => browserVoice(language));
  useEffect(() => {
    setVoice(browserVoice(language));
    const synth = typeof window === 'undefined' ? undefined : window.speechSynthesis;
    if (!synth?.addEventListener) return;
    const update = () => setVoice(browserVoice(language));
    synth.addEventListener('voiceschanged', update);
    return () => synth.removeEventListener('voiceschanged', update);
  }, [language]);
  return voice;
}

/**
 * Reads `text` aloud: the service's speech when it speaks `language`, else the browser's own voice
 * for it, else says that audio is not available.
 */
export default function ListenButton({ text, language }: ListenButtonProps) {
  const { t } = useTranslation(VOICE_NS);
  const capabilities = useVoiceCapabilities();
  const voice = useBrowserVoice(language);
  const [busy, setBusy] = useState(false);
  const server = capabilityState(capabilities.data, 'textToSpeech', language) === 'on';
  const checking = capabilities.isPending;

  if (!checking && !server && !voice) {
    return (
      <span role="note" className="voice-listen voice-listen--off">
        {t('listen.notAvailable')}
      </span>
    );
  }

  async function onListen() {
    if (server) {
      setBusy(true);
      try {
        const audio = await speak(text, language);
        const url = URL.createObjectURL(audio);
        try {
          await playAudio(url);
        } finally {
          setTimeout(() => URL.revokeObjectURL(url), 60_000);
        }
      } catch (error) {
        console.error('Read-aloud failed', error);
        toast({
          title: () => tNow('toasts.playbackFailed'),
          description: () =>
            error instanceof Error && 'status' in error
              ? voiceErrorMessage(error, tNow)
              : tNow('toasts.unableToPlay'),
          variant: 'destructive',
        });
      } finally {
        setBusy(false);
      }
      return;
    }
    if (voice) {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      utterance.onerror = () =>
        toast({
          title: () => tNow('toasts.playbackFailed'),
          description: () => tNow('toasts.unableToPlay'),
          variant: 'destructive',
        });
      window.speechSynthesis.cancel();
      window.speechSynthesis.speak(utterance);
    }
  }

  return (
    <Button
      variant="outline"
      size="sm"
      className="voice-listen"
      disabled={checking || busy || !text.trim()}
      onClick={() => void onListen()}
      lang={language}
    >
      {t('listen.listen')}
    </Button>
  );
}
