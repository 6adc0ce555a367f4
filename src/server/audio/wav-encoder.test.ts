import { describe, expect, it } from 'vitest';
import { encodeWav, readWavInfo } from './wav-encoder.js';

describe('WAV encoder', () => {
  it('writes a canonical 16-bit mono PCM header whose duration is exact', () => {
    const wav = encodeWav(new Float32Array(22_050 * 3), 22_050);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(readWavInfo(wav)).toEqual({
      format: 1,
      channels: 1,
      sampleRate: 22_050,
      bitsPerSample: 16,
      dataBytes: 22_050 * 3 * 2,
      duration: 3,
    });
  });

  it('scales samples to 16-bit and clamps values outside -1..1', () => {
    const wav = encodeWav(Float32Array.from([0, 1, -1, 0.5, 2, -3]), 8000);
    const values = [0, 1, 2, 3, 4, 5].map((i) => wav.readInt16LE(44 + i * 2));
    expect(values).toEqual([0, 32767, -32768, 16384, 32767, -32768]);
  });

  it('refuses bytes that are not a WAV file', () => {
    expect(readWavInfo(Buffer.from('ID3 not a wave file at all'))).toBeNull();
    expect(readWavInfo(Buffer.alloc(4))).toBeNull();
  });

  it('finds the data chunk after extra chunks', () => {
    const wav = encodeWav(new Float32Array(100), 8000);
    const list = Buffer.alloc(8 + 6);
    list.write('LIST', 0, 'ascii');
    list.writeUInt32LE(6, 4);
    const withList = Buffer.concat([wav.subarray(0, 36), list, wav.subarray(36)]);
    expect(readWavInfo(withList)?.dataBytes).toBe(200);
  });
});
