import { describe, expect, it } from 'vitest';
import { computePeaks, PEAK_COUNT } from './peaks.js';

describe('computePeaks', () => {
  it('gives a fixed number of points by default', () => {
    expect(computePeaks(new Float32Array(22_050))).toHaveLength(PEAK_COUNT);
  });

  it('takes the largest absolute amplitude of each slice', () => {
    const samples = Float32Array.from([0.1, -0.5, 0.2, 0.25, 0, -0.75, 0.3, 0.1]);
    expect(computePeaks(samples, 4)).toEqual([0.5, 0.25, 0.75, 0.3]);
  });

  it('keeps values within 0..1 and silence at zero', () => {
    expect(computePeaks(new Float32Array(1000), 10)).toEqual(Array(10).fill(0));
    expect(computePeaks(Float32Array.from([2, -4]), 2)).toEqual([1, 1]);
  });

  it('still gives every point when there are fewer samples than points', () => {
    const peaks = computePeaks(Float32Array.from([0.5, -0.25]), 4);
    expect(peaks).toHaveLength(4);
    expect(Math.max(...peaks)).toBe(0.5);
  });
});
