import { describe, expect, it } from 'vitest';
import { PeakAccumulator } from './peak-accumulator.js';
import { computePeaks } from './peaks.js';

const accumulate = (samples: number[] | Float32Array, count: number) => {
  const peaks = new PeakAccumulator();
  for (const sample of samples) peaks.addFrame(Math.abs(sample));
  return peaks.peaks(count);
};

describe('PeakAccumulator', () => {
  it('matches computePeaks exactly for audio short enough to keep every frame', () => {
    const samples = Float32Array.from(
      { length: 10_000 },
      (_, i) => Math.sin(i / 50) * (i / 10_000),
    );
    expect(accumulate(samples, 200)).toEqual(computePeaks(samples, 200));
  });

  it('keeps the loudest moment of each slice', () => {
    expect(accumulate([0.1, -0.5, 0.2, 0.25, 0, -0.75, 0.3, 0.1], 4)).toEqual([
      0.5, 0.25, 0.75, 0.3,
    ]);
  });

  it('stays bounded and accurate over millions of frames', () => {
    const peaks = new PeakAccumulator();
    const frames = 3_000_000; // far more than it keeps blocks for
    for (let i = 0; i < frames; i += 1) peaks.addFrame(i === 2_250_000 ? 1 : (i / frames) * 0.5);
    const result = peaks.peaks(4);
    expect(peaks.frames).toBe(frames);
    expect(result[3]).toBe(1); // a single loud frame is never averaged away
    expect(result[0]).toBeCloseTo(0.125, 3);
    expect(result[1]).toBeCloseTo(0.25, 3);
  });

  it('takes the loudest channel of each frame from decoded audio', () => {
    const peaks = new PeakAccumulator();
    peaks.addChannels([Float32Array.from([0.1, -0.2]), Float32Array.from([-0.6, 0.05])]);
    expect(peaks.frames).toBe(2);
    expect(peaks.peaks(2)).toEqual([0.6, 0.2]);
  });

  it('gives zeros for no audio and clamps values above full scale', () => {
    expect(new PeakAccumulator().peaks(3)).toEqual([0, 0, 0]);
    expect(accumulate([2, 0.5], 2)).toEqual([1, 0.5]);
  });
});
