const HEADER_BYTES = 44;

/** The canonical 44-byte header of a 16-bit PCM WAV file. */
export function wavHeader(channels: number, sampleRate: number, frames: number): Buffer {
  const dataBytes = frames * channels * 2;
  const wav = Buffer.alloc(HEADER_BYTES);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(channels, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * channels * 2, 28); // bytes per second
  wav.writeUInt16LE(channels * 2, 32); // bytes per frame
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  return wav;
}

const toInt16 = (sample: number) => {
  const clipped = Math.max(-1, Math.min(1, sample));
  return Math.round(clipped < 0 ? clipped * 0x8000 : clipped * 0x7fff);
};

/** Interleaves channels of samples in [-1, 1] as 16-bit PCM (a WAV file's data, no header). */
export function pcm16(channels: readonly Float32Array[]): Buffer {
  const frames = channels[0]?.length ?? 0;
  const data = Buffer.alloc(frames * channels.length * 2);
  for (let f = 0, at = 0; f < frames; f += 1) {
    for (const channel of channels) {
      data.writeInt16LE(toInt16(channel[f]!), at);
      at += 2;
    }
  }
  return data;
}

/** Encodes one Float32Array per channel as a 16-bit PCM WAV file (stereo, surround). */
export function encodeWavChannels(channels: readonly Float32Array[], sampleRate: number): Buffer {
  const frames = channels[0]?.length ?? 0;
  return Buffer.concat([wavHeader(channels.length, sampleRate, frames), pcm16(channels)]);
}

/** Encodes mono samples in [-1, 1] as a 16-bit PCM WAV file (canonical 44-byte header). */
export function encodeWav(samples: Float32Array, sampleRate: number): Buffer {
  const dataBytes = samples.length * 2;
  const wav = Buffer.alloc(HEADER_BYTES + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // bytes per frame
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i += 1) {
    const sample = Math.max(-1, Math.min(1, samples[i]!));
    wav.writeInt16LE(
      Math.round(sample < 0 ? sample * 0x8000 : sample * 0x7fff),
      HEADER_BYTES + i * 2,
    );
  }
  return wav;
}

export interface WavInfo {
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataBytes: number;
  duration: number;
}

/** Reads a RIFF/WAVE header by walking its chunks; null when the bytes are not a WAV file. */
export function readWavInfo(bytes: Buffer): WavInfo | null {
  if (bytes.length < 12 || bytes.toString('ascii', 0, 4) !== 'RIFF') return null;
  if (bytes.toString('ascii', 8, 12) !== 'WAVE') return null;
  let fmt: Omit<WavInfo, 'dataBytes' | 'duration'> | null = null;
  for (let offset = 12; offset + 8 <= bytes.length;) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 24 <= bytes.length) {
      fmt = {
        format: bytes.readUInt16LE(offset + 8),
        channels: bytes.readUInt16LE(offset + 10),
        sampleRate: bytes.readUInt32LE(offset + 12),
        bitsPerSample: bytes.readUInt16LE(offset + 22),
      };
    } else if (id === 'data' && fmt) {
      const frameBytes = (fmt.channels * fmt.bitsPerSample) / 8;
      return { ...fmt, dataBytes: size, duration: size / frameBytes / fmt.sampleRate };
    }
    offset += 8 + size + (size % 2); // chunks are padded to an even length
  }
  return null;
}
