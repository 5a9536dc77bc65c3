/** A RIFF/WAVE PCM recording as the service accepts it: 16-bit, mono, 8–48 kHz. */
export interface WavAudio {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  durationSeconds: number;
  /** The PCM samples (little-endian int16), without the header. */
  pcm: Buffer;
}

export type WavResult = { ok: true; wav: WavAudio } | { ok: false; reason: string };

const PCM = 1;
const EXTENSIBLE = 0xfffe;

/** Reads the header chunk by chunk; `reason` says in English what is wrong. */
export function parseWav(buffer: Buffer): WavResult {
  const fail = (reason: string): WavResult => ({ ok: false, reason });
  if (buffer.length < 12) return fail('not a WAV file (too short)');
  if (buffer.toString('ascii', 0, 4) !== 'RIFF' || buffer.toString('ascii', 8, 12) !== 'WAVE')
    return fail('not a RIFF/WAVE file');
  let offset = 12;
  let format: { audioFormat: number; channels: number; sampleRate: number; bits: number } | null =
    null;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    const start = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || start + 16 > buffer.length) return fail('truncated fmt chunk');
      let audioFormat = buffer.readUInt16LE(start);
      // WAVE_FORMAT_EXTENSIBLE carries the real format in its sub-format GUID's first two bytes.
      if (audioFormat === EXTENSIBLE && size >= 40 && start + 26 <= buffer.length)
        audioFormat = buffer.readUInt16LE(start + 24);
      format = {
        audioFormat,
        channels: buffer.readUInt16LE(start + 2),
        sampleRate: buffer.readUInt32LE(start + 4),
        bits: buffer.readUInt16LE(start + 14),
      };
    } else if (id === 'data') {
      if (!format) return fail('data chunk before fmt chunk');
      if (format.audioFormat !== PCM) return fail('not PCM audio');
      if (format.bits !== 16) return fail(`${format.bits}-bit samples (16-bit required)`);
      if (format.channels !== 1) return fail(`${format.channels} channels (mono required)`);
      if (format.sampleRate < 8000 || format.sampleRate > 48000)
        return fail(`sample rate ${format.sampleRate} Hz (8000–48000 required)`);
      // Streaming recorders may leave the size unset (0 or 0xFFFFFFFF): take what is there.
      const available = buffer.length - start;
      const length = size === 0 || size > available ? available : size;
      const pcm = buffer.subarray(start, start + length - (length % 2));
      return {
        ok: true,
        wav: {
          sampleRate: format.sampleRate,
          channels: 1,
          bitsPerSample: 16,
          durationSeconds: pcm.length / 2 / format.sampleRate,
          pcm,
        },
      };
    }
    offset = start + size + (size % 2);
  }
  return fail(format ? 'no data chunk' : 'no fmt chunk');
}

/** A 16-bit mono WAV file of these samples (the header is 44 bytes). */
export function encodeWav(pcm: Buffer, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(PCM, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/** Linear resampling of 16-bit mono PCM (speech recognizers want 16 kHz). */
export function resamplePcm16(pcm: Buffer, from: number, to: number): Buffer {
  if (from === to) return pcm;
  const inCount = Math.floor(pcm.length / 2);
  const outCount = Math.floor((inCount * to) / from);
  const out = Buffer.alloc(outCount * 2);
  for (let i = 0; i < outCount; i++) {
    const position = (i * from) / to;
    const left = Math.floor(position);
    const right = Math.min(left + 1, inCount - 1);
    const fraction = position - left;
    const a = pcm.readInt16LE(left * 2);
    const b = pcm.readInt16LE(right * 2);
    out.writeInt16LE(Math.round(a + (b - a) * fraction), i * 2);
  }
  return out;
}

/** The recording as the 16 kHz mono WAV speech recognizers take (smaller than 44.1/48 kHz). */
export const SPEECH_SAMPLE_RATE = 16000;
export function toSpeechWav(audio: WavAudio): Buffer {
  return encodeWav(
    resamplePcm16(audio.pcm, audio.sampleRate, SPEECH_SAMPLE_RATE),
    SPEECH_SAMPLE_RATE,
  );
}
