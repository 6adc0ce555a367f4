import { describe, expect, it } from 'vitest';
import { encodeWav } from './encode-wav';
import {
  maxTakeFrames,
  maxTakeSeconds,
  timeLeftToShow,
  wavBytesPerSecond,
  WAV_HEADER_BYTES,
} from './take-limit';

const MB = 1024 * 1024;

describe('take limit', () => {
  it('counts sample rate × channels × 2 bytes a second', () => {
    expect(wavBytesPerSecond(48_000)).toBe(96_000);
    expect(wavBytesPerSecond(44_100, 2)).toBe(176_400);
  });

  it('puts the 100 MB default at about 18 minutes of a mono 48 kHz take', () => {
    const seconds = maxTakeSeconds(100 * MB, 48_000)!;
    expect(Math.floor(seconds / 60)).toBe(18);
    expect(seconds).toBeCloseTo((100 * MB - WAV_HEADER_BYTES) / 96_000, 6);
  });

  it('keeps the encoded WAV of the longest take within the cap, one frame more over it', () => {
    const cap = 10_000;
    const frames = maxTakeFrames(cap)!;
    expect(encodeWav(new Float32Array(frames), 8_000).byteLength).toBeLessThanOrEqual(cap);
    expect(encodeWav(new Float32Array(frames + 1), 8_000).byteLength).toBeGreaterThan(cap);
  });

  it('knows no limit without a cap', () => {
    expect(maxTakeFrames(undefined)).toBeNull();
    expect(maxTakeSeconds(0, 48_000)).toBeNull();
    expect(timeLeftToShow(30, null)).toBeNull();
  });

  it('shows the time left only in the last minute', () => {
    expect(timeLeftToShow(0, 600)).toBeNull();
    expect(timeLeftToShow(539, 600)).toBeNull();
    expect(timeLeftToShow(540, 600)).toBe(60);
    expect(timeLeftToShow(599.5, 600)).toBe(0);
    expect(timeLeftToShow(700, 600)).toBe(0);
  });
});
