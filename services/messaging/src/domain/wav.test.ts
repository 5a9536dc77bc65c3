import { makeWav } from '../../../voice/test/fakes';
import { checkWav } from './wav';

describe('checkWav', () => {
  it('should accept PCM WAV of any common shape and give its duration', () => {
    expect(checkWav(makeWav({ seconds: 2, sampleRate: 16000 }))).toEqual({
      ok: true,
      info: { sampleRate: 16000, channels: 1, bitsPerSample: 16, durationSeconds: 2 },
    });
    const stereo = checkWav(makeWav({ seconds: 0.5, sampleRate: 44100, channels: 2 }));
    expect(stereo.ok && stereo.info.durationSeconds).toBe(0.5);
  });

  it('should read the data a streaming recorder left unsized', () => {
    const wav = makeWav({ seconds: 1, sampleRate: 8000 });
    wav.writeUInt32LE(0xffffffff, 40);
    const checked = checkWav(wav);
    expect(checked.ok && checked.info.durationSeconds).toBe(1);
  });

  it.each([
    ['empty input', Buffer.alloc(0), 'not a RIFF file'],
    [
      'an MP3',
      Buffer.from('ID3\u0003\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000'),
      'not a RIFF file',
    ],
    ['RIFF that is not WAVE', Buffer.from('RIFF\u0004\u0000\u0000\u0000AVI '), 'not a WAVE file'],
    ['a header without samples', makeWav({ seconds: 0 }), 'no samples'],
    ['no fmt chunk', Buffer.from('RIFF\u0004\u0000\u0000\u0000WAVE'), 'no fmt chunk'],
  ])('should refuse %s', (_what, buffer, reason) => {
    expect(checkWav(buffer)).toEqual({ ok: false, reason });
  });

  it('should refuse compressed or float audio', () => {
    const float = makeWav({ seconds: 0.1 });
    float.writeUInt16LE(3, 20);
    expect(checkWav(float)).toEqual({ ok: false, reason: 'not PCM audio' });
  });
});
