/** What the voice service takes: 16 kHz, mono, 16-bit little-endian PCM in a RIFF/WAVE file. */
export const TARGET_SAMPLE_RATE = 16_000;
export const WAV_HEADER_BYTES = 44;

/**
 * Resamples mono Float32 audio from `fromRate` to `toRate`.
 *
 * Downsampling averages every input sample that falls in each output sample's period (a box
 * low-pass filter matched to the new rate, so content above the new Nyquist frequency is damped
 * instead of folding back as aliasing); 48 kHz → 16 kHz is the mean of each group of 3 samples.
 * Upsampling interpolates linearly between the two nearest input samples.
 */
export function resample(input: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (!(fromRate > 0) || !(toRate > 0)) throw new RangeError('Sample rates must be positive');
  if (fromRate === toRate) return Float32Array.from(input);
  const ratio = fromRate / toRate;
  const length = Math.round(input.length / ratio);
  const output = new Float32Array(length);
  if (ratio > 1) {
    for (let i = 0; i < length; i += 1) {
      const start = Math.floor(i * ratio);
      const end = Math.min(input.length, Math.max(start + 1, Math.floor((i + 1) * ratio)));
      let sum = 0;
      for (let j = start; j < end; j += 1) sum += input[j]!;
      output[i] = sum / (end - start);
    }
  } else {
    const last = input.length - 1;
    for (let i = 0; i < length; i += 1) {
      const position = i * ratio;
      const left = Math.min(Math.floor(position), last);
      const right = Math.min(left + 1, last);
      const fraction = position - left;
      output[i] = input[left]! + (input[right]! - input[left]!) * fraction;
    }
  }
  return output;
}

/** Float samples in [-1, 1] → signed 16-bit (clipped; -1 → -32768, 1 → 32767; NaN → 0). */
export function floatTo16BitPcm(samples: Float32Array): Int16Array {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) {
    const s = samples[i]!;
    const clipped = Number.isNaN(s) ? 0 : Math.max(-1, Math.min(1, s));
    pcm[i] = clipped < 0 ? Math.round(clipped * 0x8000) : Math.round(clipped * 0x7fff);
  }
  return pcm;
}

export interface WavFormat {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
}

/** Writes the 44-byte canonical RIFF/WAVE header (PCM, format tag 1) for `dataBytes` of samples. */
export function writeWavHeader(view: DataView, dataBytes: number, format: WavFormat): void {
  const { sampleRate, channels, bitsPerSample } = format;
  const blockAlign = channels * (bitsPerSample / 8);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true); // byte rate
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, bitsPerSample, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
}

/** A mono 16-bit WAV file of `samples` (floats in [-1, 1]) at `sampleRate`. */
export function encodeWav(samples: Float32Array, sampleRate: number): ArrayBuffer {
  const pcm = floatTo16BitPcm(samples);
  const buffer = new ArrayBuffer(WAV_HEADER_BYTES + pcm.length * 2);
  const view = new DataView(buffer);
  writeWavHeader(view, pcm.length * 2, { sampleRate, channels: 1, bitsPerSample: 16 });
  for (let i = 0; i < pcm.length; i += 1) view.setInt16(WAV_HEADER_BYTES + i * 2, pcm[i]!, true);
  return buffer;
}

/** Seconds of audio in a WAV file written by `encodeWav` (reads its header). */
export function wavDurationSeconds(wav: ArrayBuffer): number {
  const view = new DataView(wav);
  const byteRate = view.getUint32(28, true);
  return byteRate === 0 ? 0 : view.getUint32(40, true) / byteRate;
}

/** Joins captured frames into one buffer. */
export function concatFrames(frames: readonly Float32Array[]): Float32Array {
  const total = frames.reduce((n, f) => n + f.length, 0);
  const out = new Float32Array(total);
  let offset = 0;
  for (const frame of frames) {
    out.set(frame, offset);
    offset += frame.length;
  }
  return out;
}

/** Captured frames at the device rate → the 16 kHz mono WAV the service takes. */
export function framesToWav(frames: readonly Float32Array[], inputRate: number): ArrayBuffer {
  return encodeWav(
    resample(concatFrames(frames), inputRate, TARGET_SAMPLE_RATE),
    TARGET_SAMPLE_RATE,
  );
}
