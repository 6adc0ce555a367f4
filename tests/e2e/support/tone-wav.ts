/**
 * A mono 16-bit WAV of a sine at `dbfs` (peak, dB below full scale) for `seconds`: test audio
 * whose loudness is known (a 997 Hz sine at −20 dBFS measures −23.0 LUFS in a mono file).
 */
export function toneWav({
  seconds,
  dbfs,
  hz = 997,
  sampleRate = 22_050,
}: {
  seconds: number;
  dbfs: number;
  hz?: number;
  sampleRate?: number;
}): Buffer {
  const frames = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(frames * 2);
  const amplitude = 10 ** (dbfs / 20) * 32_767;
  for (let i = 0; i < frames; i += 1) {
    data.writeInt16LE(Math.round(amplitude * Math.sin((2 * Math.PI * hz * i) / sampleRate)), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
