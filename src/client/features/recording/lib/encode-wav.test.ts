import { describe, expect, it } from 'vitest';
import { encodeWav, joinChunks } from './encode-wav';

const ascii = (view: DataView, offset: number, length: number) =>
  String.fromCharCode(...Array.from({ length }, (_, i) => view.getUint8(offset + i)));

describe('encodeWav', () => {
  it('writes a mono 16-bit PCM RIFF header with the right sizes', () => {
    const view = new DataView(encodeWav(new Float32Array(1000), 48_000));
    expect(view.byteLength).toBe(44 + 2000);
    expect(ascii(view, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 2000);
    expect(ascii(view, 8, 4)).toBe('WAVE');
    expect(ascii(view, 12, 4)).toBe('fmt ');
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(48_000);
    expect(view.getUint32(28, true)).toBe(96_000);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(ascii(view, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(2000);
  });

  it('scales samples to the full 16-bit range and clips what lies outside -1..1', () => {
    const view = new DataView(encodeWav(Float32Array.from([0, 1, -1, 0.5, 3, -7]), 8000));
    const sample = (i: number) => view.getInt16(44 + i * 2, true);
    expect([sample(0), sample(1), sample(2)]).toEqual([0, 32767, -32768]);
    expect(sample(3)).toBe(16384);
    expect(sample(4)).toBe(32767);
    expect(sample(5)).toBe(-32768);
  });

  it('encodes an empty take as a valid header-only file', () => {
    const view = new DataView(encodeWav(new Float32Array(0), 44_100));
    expect(view.byteLength).toBe(44);
    expect(view.getUint32(40, true)).toBe(0);
  });
});

describe('joinChunks', () => {
  it('concatenates chunks in order', () => {
    const joined = joinChunks([Float32Array.from([1, 2]), Float32Array.from([3])]);
    expect(Array.from(joined)).toEqual([1, 2, 3]);
  });
});
