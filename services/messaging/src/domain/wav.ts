/** What a stored recording is: a PCM WAV and how long it plays. */
export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  durationSeconds: number;
}

export type WavCheck = { ok: true; info: WavInfo } | { ok: false; reason: string };

const WAVE_FORMAT_PCM = 1;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;

interface FormatChunk {
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
}

function readFormat(buffer: Buffer, start: number, size: number): FormatChunk | null {
  if (size < 16 || start + 16 > buffer.length) return null;
  const tag = buffer.readUInt16LE(start);
  // WAVE_FORMAT_EXTENSIBLE names the real format in the first two bytes of its sub-format GUID.
  const extended = tag === WAVE_FORMAT_EXTENSIBLE && size >= 40 && start + 26 <= buffer.length;
  return {
    format: extended ? buffer.readUInt16LE(start + 24) : tag,
    channels: buffer.readUInt16LE(start + 2),
    sampleRate: buffer.readUInt32LE(start + 4),
    bitsPerSample: buffer.readUInt16LE(start + 14),
  };
}

/**
 * Whether `buffer` really is a playable PCM WAV (RIFF/WAVE with a fmt chunk before a non-empty
 * data chunk), and its duration. The extension or Content-Type a client claims counts for nothing.
 */
export function checkWav(buffer: Buffer): WavCheck {
  const refuse = (reason: string): WavCheck => ({ ok: false, reason });
  if (buffer.length < 12 || buffer.toString('ascii', 0, 4) !== 'RIFF')
    return refuse('not a RIFF file');
  if (buffer.toString('ascii', 8, 12) !== 'WAVE') return refuse('not a WAVE file');
  let format: FormatChunk | null = null;
  for (let offset = 12; offset + 8 <= buffer.length;) {
    const id = buffer.toString('ascii', offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    const start = offset + 8;
    if (id === 'fmt ') {
      format = readFormat(buffer, start, size);
      if (!format) return refuse('truncated fmt chunk');
    } else if (id === 'data') {
      if (!format) return refuse('data before the fmt chunk');
      if (format.format !== WAVE_FORMAT_PCM) return refuse('not PCM audio');
      const { channels, sampleRate, bitsPerSample } = format;
      if (channels < 1 || sampleRate < 1 || bitsPerSample < 8 || bitsPerSample % 8 !== 0)
        return refuse('impossible PCM format');
      // Recorders that stream may leave the size unset (0 or 0xFFFFFFFF): what is there counts.
      const available = buffer.length - start;
      const bytes = size === 0 || size > available ? available : size;
      const frameBytes = (channels * bitsPerSample) / 8;
      if (bytes < frameBytes) return refuse('no samples');
      return {
        ok: true,
        info: {
          sampleRate,
          channels,
          bitsPerSample,
          durationSeconds: Math.floor(bytes / frameBytes) / sampleRate,
        },
      };
    }
    offset = start + size + (size % 2);
  }
  return refuse(format ? 'no data chunk' : 'no fmt chunk');
}
