import { describe, expect, it } from 'vitest';
import { PeakAccumulator } from './peak-accumulator.js';
import { encodeWav } from './wav-encoder.js';
import { WavFormatError, WavStreamReader } from './wav-stream-reader.js';

/** A WAV file with any encoding: `write` puts one sample at a byte offset. */
function wav(options: {
  format: number;
  channels: number;
  bits: number;
  frames: number[][];
  write: (buf: Buffer, at: number, sample: number) => void;
  dataSize?: number;
  extraChunk?: boolean;
}): Buffer {
  const bytes = options.bits / 8;
  const blockAlign = options.channels * bytes;
  const data = Buffer.alloc(options.frames.length * blockAlign);
  options.frames.forEach((frame, f) =>
    frame.forEach((sample, c) => options.write(data, f * blockAlign + c * bytes, sample)),
  );
  const fmt = Buffer.alloc(24);
  fmt.write('fmt ', 0, 'latin1');
  fmt.writeUInt32LE(16, 4);
  fmt.writeUInt16LE(options.format, 8);
  fmt.writeUInt16LE(options.channels, 10);
  fmt.writeUInt32LE(8000, 12);
  fmt.writeUInt32LE(8000 * blockAlign, 16);
  fmt.writeUInt16LE(blockAlign, 20);
  fmt.writeUInt16LE(options.bits, 22);
  const list = Buffer.from('LIST\x03\x00\x00\x00abc\x00', 'latin1'); // odd size: padded
  const dataHeader = Buffer.alloc(8);
  dataHeader.write('data', 0, 'latin1');
  dataHeader.writeUInt32LE(options.dataSize ?? data.length, 4);
  const body = Buffer.concat([fmt, ...(options.extraChunk ? [list] : []), dataHeader, data]);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + body.length, 4);
  riff.write('WAVE', 8, 'latin1');
  return Buffer.concat([riff, body]);
}

/** Feeds the file in pieces of `step` bytes, so headers and frames straddle chunk edges. */
function read(file: Buffer, step: number) {
  const peaks = new PeakAccumulator();
  const reader = new WavStreamReader(peaks);
  for (let at = 0; at < file.length; at += step) reader.push(file.subarray(at, at + step));
  return { ...reader.finish(), peaks: peaks.peaks(2) };
}

describe('WavStreamReader', () => {
  it('reads 16-bit PCM in any chunking, aligned or not', () => {
    const file = encodeWav(Float32Array.from([0.5, -0.25, 0.1, -1]), 8000);
    for (const step of [1, 3, 7, 44, 1000]) {
      expect(read(file, step)).toEqual({ sampleRate: 8000, frames: 4, peaks: [0.5, 1] });
    }
    // A view at an odd byte offset takes the slow path and gives the same answer.
    const odd = Buffer.concat([Buffer.alloc(1), file]).subarray(1);
    expect(read(odd, 1000).peaks).toEqual([0.5, 1]);
  });

  it.each([
    [
      '8-bit unsigned',
      1,
      8,
      (b: Buffer, at: number, s: number) => b.writeUInt8(Math.round(s * 128 + 128), at),
    ],
    [
      '24-bit',
      1,
      24,
      (b: Buffer, at: number, s: number) => b.writeIntLE(Math.round(s * 0x7fffff), at, 3),
    ],
    [
      '32-bit',
      1,
      32,
      (b: Buffer, at: number, s: number) => b.writeInt32LE(Math.round(s * 0x7fffffff), at),
    ],
    ['32-bit float', 3, 32, (b: Buffer, at: number, s: number) => b.writeFloatLE(s, at)],
    ['64-bit float', 3, 64, (b: Buffer, at: number, s: number) => b.writeDoubleLE(s, at)],
  ])('reads %s stereo, taking the louder channel', (_name, format, bits, write) => {
    const file = wav({
      format,
      channels: 2,
      bits,
      write,
      frames: [
        [0.5, -0.75],
        [0.25, 0],
        [0, 0.5],
        [-0.125, 0],
      ],
      extraChunk: true,
    });
    const result = read(file, 5);
    expect(result.frames).toBe(4);
    expect(result.peaks[0]).toBeCloseTo(0.75, 2);
    expect(result.peaks[1]).toBeCloseTo(0.5, 2);
  });

  it('reads to the end when a streaming recorder left the data size unset', () => {
    const write = (b: Buffer, at: number, s: number) => b.writeInt16LE(Math.round(s * 0x7fff), at);
    const file = wav({
      format: 1,
      channels: 1,
      bits: 16,
      write,
      frames: [[0.5], [0.5], [0.5]],
      dataSize: 0xffffffff,
    });
    expect(read(file, 4).frames).toBe(3);
  });

  it('refuses files that are not WAV or whose encoding it does not decode', () => {
    const notWav = new WavStreamReader(new PeakAccumulator());
    expect(() => notWav.push(Buffer.from('RIFF\0\0\0\0AVI LIST'))).toThrow(WavFormatError);
    const alaw = wav({ format: 6, channels: 1, bits: 8, frames: [[0]], write: () => {} });
    expect(() => read(alaw, 100)).toThrow(WavFormatError);
    const headerOnly = encodeWav(new Float32Array(10), 8000).subarray(0, 20);
    expect(() => read(headerOnly, 100)).toThrow(WavFormatError);
  });
});
