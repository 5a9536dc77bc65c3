import { VOICE_MAX_AUDIO_SECONDS, type Language } from '@d742/contracts';
import { ValidationError } from '@d742/service-kit';
import { AudioInvalidError, AudioTooLongError } from '../domain/errors';
import { parseWav, type WavAudio } from '../domain/wav';
import { readAudioForm, type AudioForm } from '../http/multipart';
import type { VoiceContext } from './context';

/** The multipart form of an audio route: its text fields and, when sent, the `audio` part. */
export function readForm(ctx: VoiceContext): Promise<AudioForm> {
  return readAudioForm(ctx as unknown as Parameters<typeof readAudioForm>[0]);
}

/** The `audio` part as a WAV recording of at most 60 s, or the reader's 400. */
export function parseRecording(audio: Buffer, language: Language): WavAudio {
  const parsed = parseWav(audio);
  if (!parsed.ok) throw new AudioInvalidError(language, parsed.reason);
  if (parsed.wav.pcm.length === 0) throw new AudioInvalidError(language, 'no samples');
  if (parsed.wav.durationSeconds > VOICE_MAX_AUDIO_SECONDS)
    throw new AudioTooLongError(language, parsed.wav.durationSeconds, VOICE_MAX_AUDIO_SECONDS);
  return parsed.wav;
}

/** The multipart form of an audio route: its text fields and the validated WAV recording. */
export async function readRecording(
  ctx: VoiceContext,
): Promise<{ fields: Record<string, string>; audio: WavAudio }> {
  const form = await readForm(ctx);
  if (!form.audio || form.audio.length === 0)
    throw new ValidationError('The recording is required (a WAV file named "audio")', {
      code: 'VOICE_AUDIO_INVALID',
    });
  return { fields: form.fields, audio: parseRecording(form.audio, ctx.state.language) };
}
