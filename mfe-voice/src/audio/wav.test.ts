import {
  TARGET_SAMPLE_RATE,
  WAV_HEADER_BYTES,
  concatFrames,
  encodeWav,
  floatTo16BitPcm,
  framesToWav,
  resample,
  wavDurationSeconds,
} from './wav';

const f32 = (...values: number[]) => Float32Array.from(values);
const ascii = (buffer: ArrayBuffer, offset: number, length: number) =>
  String.fromCharCode(...new Uint8Array(buffer, offset, length));

describe('resample', () => {
  it('returns an equal copy at the same rate', () => {
    const input = f32(0.1, -0.2, 0.3);
    const output = resample(input, 16_000, 16_000);
    expect(output).toEqual(input);
    expect(output).not.toBe(input);
  });

  it('48 kHz → 16 kHz is the mean of each group of three samples', () => {
    const output = resample(f32(0, 0.3, 0.6, 0.9, 0.9, 0.9, -1, 0, 1), 48_000, 16_000);
    expect(output[0]).toBeCloseTo(0.3, 6);
    expect(output[1]).toBe(Math.fround(0.9));
    expect(output[2]).toBe(0);
    expect(output).toHaveLength(3);
  });

  it('keeps a constant signal constant at 44.1 kHz → 16 kHz, with the right length', () => {
    const input = new Float32Array(44_100).fill(0.25);
    const output = resample(input, 44_100, 16_000);
    expect(output).toHaveLength(16_000);
    expect(output.every((v) => v === 0.25)).toBe(true);
  });

  it('damps a tone above the new Nyquist frequency instead of aliasing it', () => {
    // 24 kHz at 48 kHz: +1, -1, +1, ... Plain decimation would keep every third sample (±1).
    const input = Float32Array.from({ length: 48 }, (_, i) => (i % 2 === 0 ? 1 : -1));
    const output = resample(input, 48_000, 16_000);
    for (const v of output) expect(Math.abs(v)).toBeCloseTo(1 / 3, 6);
  });

  it('8 kHz → 16 kHz interpolates linearly between neighbours', () => {
    expect(Array.from(resample(f32(0, 1, -1), 8_000, 16_000))).toEqual([0, 0.5, 1, 0, -1, -1]);
  });

  it('rejects a non-positive rate', () => {
    expect(() => resample(f32(0), 0, 16_000)).toThrow(RangeError);
  });
});

describe('floatTo16BitPcm', () => {
  it('maps full scale asymmetrically, rounds, clips and zeroes NaN', () => {
    expect(Array.from(floatTo16BitPcm(f32(0, 1, -1, 0.5, -0.5, 2, -2, NaN)))).toEqual([
      0, 32767, -32768, 16384, -16384, 32767, -32768, 0,
    ]);
  });
});

describe('encodeWav', () => {
  const wav = encodeWav(f32(0, 1, -1, 0.5), 16_000);
  const view = new DataView(wav);

  it('writes the canonical 44-byte header for 16 kHz mono 16-bit PCM', () => {
    expect(wav.byteLength).toBe(WAV_HEADER_BYTES + 8);
    expect(Array.from(new Uint8Array(wav, 0, 44))).toEqual([
      ...[0x52, 0x49, 0x46, 0x46], // RIFF
      ...[44, 0, 0, 0], // 36 + 8 data bytes
      ...[0x57, 0x41, 0x56, 0x45], // WAVE
      ...[0x66, 0x6d, 0x74, 0x20], // "fmt "
      ...[16, 0, 0, 0], // fmt chunk size
      ...[1, 0], // PCM
      ...[1, 0], // mono
      ...[0x80, 0x3e, 0, 0], // 16000 Hz
      ...[0x00, 0x7d, 0, 0], // 32000 bytes per second
      ...[2, 0], // block align
      ...[16, 0], // bits per sample
      ...[0x64, 0x61, 0x74, 0x61], // data
      ...[8, 0, 0, 0], // data bytes
    ]);
    expect(ascii(wav, 0, 4)).toBe('RIFF');
    expect(ascii(wav, 36, 4)).toBe('data');
  });

  it('stores the samples little-endian after the header', () => {
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + i * 2, true))).toEqual([
      0, 32767, -32768, 16384,
    ]);
    expect(Array.from(new Uint8Array(wav, 44, 4))).toEqual([0, 0, 0xff, 0x7f]);
  });
});

describe('durations', () => {
  it('one second captured at 48 kHz becomes one second (16 000 samples) at 16 kHz', () => {
    const frames = Array.from({ length: 375 }, () => new Float32Array(128).fill(0.1));
    const wav = framesToWav(frames, 48_000);
    expect(wav.byteLength).toBe(WAV_HEADER_BYTES + TARGET_SAMPLE_RATE * 2);
    expect(wavDurationSeconds(wav)).toBe(1);
    expect(new DataView(wav).getInt16(44, true)).toBe(Math.round(Math.fround(0.1) * 0x7fff));
  });

  it('2.5 s at 44.1 kHz is 40 000 samples at 16 kHz', () => {
    const wav = framesToWav([new Float32Array(110_250)], 44_100);
    expect(new DataView(wav).getUint32(40, true)).toBe(80_000);
    expect(wavDurationSeconds(wav)).toBe(2.5);
  });

  it('concatenates frames in order', () => {
    expect(Array.from(concatFrames([f32(1), f32(2, 3), f32()]))).toEqual([1, 2, 3]);
  });
});
