import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What Chromium's fake microphone plays (looped) to every page that records. */
export const FAKE_MICROPHONE_WAV = path.join(os.tmpdir(), 'd742-e2e-fake-microphone.wav');

/**
 * Global setup: real speech, made here with espeak-ng (no Somali voice exists offline, so an English
 * sentence; the speech-to-text fake answers per locale) and resampled by sox to 16 kHz mono 16-bit.
 */
export default function makeFakeMicrophoneAudio(): void {
  const raw = `${FAKE_MICROPHONE_WAV}.raw.wav`;
  execFileSync('espeak-ng', [
    '-v',
    'en',
    '-s',
    '140',
    '-w',
    raw,
    'Does my child have homework today?',
  ]);
  execFileSync('sox', [
    raw,
    '-r',
    '16000',
    '-c',
    '1',
    '-b',
    '16',
    FAKE_MICROPHONE_WAV,
    'pad',
    '0.3',
    '2',
  ]);
  fs.rmSync(raw, { force: true });
}
