import { VOICE_MAX_AUDIO_SECONDS, type Language } from '@d742/contracts';
import { ValidationError } from '@d742/service-kit';
import { AudioInvalidError, AudioTooLongError } from '../domain/errors';
import { parseWav, type WavAudio } from '../domain/wav';
import { readAudioForm } from '../http/multipart';
import type { VoiceContext } from './context';

/** The multipart form of an audio route: its text fields and the validated WAV recording. */
export async function readRecording(
  ctx: VoiceContext,
): Promise<{ fields: Record<string, string>; audio: WavAudio }> {
  const language: Language = ctx.state.language;
  const form = await readAudioForm(ctx as unknown as Parameters<typeof readAudioForm>[0]);
  if (!form.audio || form.audio.length === 0)
    throw new ValidationError('The recording is required (a WAV file named "audio")', {
      code: 'VOICE_AUDIO_INVALID',
    });
  const parsed = parseWav(form.audio);
  if (!parsed.ok) throw new AudioInvalidError(language, parsed.reason);
  if (parsed.wav.pcm.length === 0) throw new AudioInvalidError(language, 'no samples');
  if (parsed.wav.durationSeconds > VOICE_MAX_AUDIO_SECONDS)
    throw new AudioTooLongError(language, parsed.wav.durationSeconds, VOICE_MAX_AUDIO_SECONDS);
  return { fields: form.fields, audio: parsed.wav };
}
