/** Test recordings made in code: a sine tone (or silence) as 16-bit PCM with a correct header. */
export function makeWav(
  opts: {
    seconds?: number;
    sampleRate?: number;
    channels?: number;
    bits?: number;
    hz?: number;
  } = {},
): Buffer {
  const { seconds = 1, sampleRate = 16000, channels = 1, bits = 16, hz = 440 } = opts;
  const frames = Math.round(seconds * sampleRate);
  const bytesPerSample = bits / 8;
  const data = Buffer.alloc(frames * channels * bytesPerSample);
  for (let i = 0; i < frames; i++) {
    const sample = hz ? Math.round(Math.sin((2 * Math.PI * hz * i) / sampleRate) * 8000) : 0;
    for (let c = 0; c < channels; c++) {
      const at = (i * channels + c) * bytesPerSample;
      if (bits === 16) data.writeInt16LE(sample, at);
      else if (bits === 8) data.writeUInt8(128 + (sample >> 8), at);
    }
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels * bytesPerSample, 28);
  header.writeUInt16LE(channels * bytesPerSample, 32);
  header.writeUInt16LE(bits, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
