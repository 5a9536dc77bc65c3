import { makeWav } from '../../test/fakes';
import { parseWav, resamplePcm16 } from './wav';

it('reads a 16-bit mono WAV and its duration', () => {
  const parsed = parseWav(makeWav({ seconds: 2.5, sampleRate: 22050 }));
  expect(parsed.ok && [parsed.wav.sampleRate, parsed.wav.durationSeconds]).toEqual([22050, 2.5]);
});

it.each([
  ['not a WAV', Buffer.from('ID3 this is an mp3'), /RIFF/],
  ['stereo', makeWav({ channels: 2 }), /mono/],
  ['8-bit', makeWav({ bits: 8 }), /16-bit/],
  ['4 kHz', makeWav({ sampleRate: 4000 }), /sample rate/],
  ['a header only', makeWav().subarray(0, 30), /fmt/],
])('refuses %s with a reason', (_name, buffer, reason) => {
  const parsed = parseWav(buffer);
  expect(parsed.ok).toBe(false);
  expect(!parsed.ok && parsed.reason).toMatch(reason);
});

it('takes the samples present when a streaming recorder left the data size unset', () => {
  const file = makeWav({ seconds: 1 });
  file.writeUInt32LE(0xffffffff, 40);
  const parsed = parseWav(file);
  expect(parsed.ok && parsed.wav.durationSeconds).toBe(1);
});

it('resamples 48 kHz to 16 kHz keeping the length in time', () => {
  const parsed = parseWav(makeWav({ seconds: 1, sampleRate: 48000 }));
  if (!parsed.ok) throw new Error(parsed.reason);
  expect(resamplePcm16(parsed.wav.pcm, 48000, 16000).length).toBe(32000);
});
