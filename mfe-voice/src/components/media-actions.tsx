import type { Language } from '@d742/contracts';
import { toast } from '@d742/platform';
import { Button, type ButtonSize } from '@d742/ui/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { playAudio } from '../audio/play-audio';
import { VOICE_NS, tNow } from '../i18n';
import ListenButton from '../listen-button/listen-button';

/** Plays `src`; a failure is the spec's 'Playback failed' / 'Unable to play audio' toast. */
export function usePlayback() {
  return async (src: string) => {
    try {
      await playAudio(src);
    } catch (error) {
      console.error('Playback failed', error);
      toast({
        title: () => tNow('toasts.playbackFailed'),
        description: () => tNow('toasts.unableToPlay'),
        variant: 'destructive',
      });
    }
  };
}

export interface MediaActionsProps {
  /** Audio to play (a data: or blob: URL): a play button. */
  audio?: string;
  /** The play button's label ('Play audio' unless given). */
  playLabel?: string;
  /** The audio was expected but could not be made: a note says so instead of a play button. */
  audioUnavailable?: boolean;
  /** Without audio (and without a note), a read-aloud control for this text. */
  readAloud?: { text: string; language: Language };
  /** A 'Copy text' button copying this. */
  copyText?: string;
  size?: ButtonSize;
  /** More buttons at the end of the row. */
  children?: ReactNode;
}

/**
 * The row under a voice result: play (or 'audio not available', or read aloud), copy, and the
 * host's own buttons, with the spec's toasts. Shared by the chat, the translator and the recorder.
 */
export function MediaActions({
  audio,
  playLabel,
  audioUnavailable = false,
  readAloud,
  copyText,
  size,
  children,
}: MediaActionsProps) {
  const { t } = useTranslation(VOICE_NS);
  const play = usePlayback();

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: () => tNow('toasts.copied'), variant: 'success' });
    } catch {
      toast({ title: () => tNow('toasts.copyFailed'), variant: 'destructive' });
    }
  }

  let sound: ReactNode = null;
  if (audio)
    sound = (
      <Button variant="outline" size={size} onClick={() => void play(audio)}>
        {playLabel ?? t('common.play')}
      </Button>
    );
  else if (audioUnavailable)
    sound = (
      <span role="note" className="voice-listen voice-listen--off">
        {t('common.audioUnavailable')}
      </span>
    );
  else if (readAloud) sound = <ListenButton text={readAloud.text} language={readAloud.language} />;

  return (
    <div className="voice-actions">
      {sound}
      {copyText !== undefined && (
        <Button variant="ghost" size={size} onClick={() => void copy(copyText)}>
          {t('common.copy')}
        </Button>
      )}
      {children}
    </div>
  );
}
