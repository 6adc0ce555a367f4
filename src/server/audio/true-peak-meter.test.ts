import { describe, expect, it } from 'vitest';
import { TruePeakMeter } from './true-peak-meter.js';
import { feedInChunks } from './test-signals.js';

/** Generating and measuring seconds of audio: quick on a quiet machine, slow on a shared one. */
const SIGNAL_TEST_TIMEOUT_MS = 30_000;

const truePeak = (channels: Float32Array[]) => {
  const meter = new TruePeakMeter(channels.length);
  feedInChunks(meter, channels, 1000);
  return meter.truePeakDbtp();
};

describe(
  'TruePeakMeter (BS.1770-4 Annex 2, 4× oversampling)',
  { timeout: SIGNAL_TEST_TIMEOUT_MS },
  () => {
    it('finds the peak between samples that the sample peak misses', () => {
      // A sine at a quarter of the rate, 45° out of phase: every sample is at ±0.707 of the
      // amplitude (−3 dB), while the wave itself reaches the full amplitude (0.5: −6.02 dBTP).
      const samples = Float32Array.from(
        { length: 48_000 },
        (_, i) => 0.5 * Math.sin((Math.PI / 2) * i + Math.PI / 4),
      );
      expect(Math.max(...samples.map(Math.abs))).toBeCloseTo(0.3536, 3);
      const dbtp = truePeak([samples])!;
      expect(Math.abs(dbtp - -6.02)).toBeLessThanOrEqual(0.2);
    });

    it('reads a low sine at its sample peak', () => {
      const samples = Float32Array.from(
        { length: 48_000 },
        (_, i) => 0.1 * Math.sin((2 * Math.PI * 997 * i) / 48_000),
      );
      expect(Math.abs(truePeak([samples])! - -20)).toBeLessThanOrEqual(0.05);
    });

    it('takes the loudest channel, and none for digital silence', () => {
      const quiet = new Float32Array(1000).fill(0.1);
      const loud = new Float32Array(1000);
      loud[500] = -0.5;
      expect(truePeak([quiet, loud])!).toBeGreaterThanOrEqual(20 * Math.log10(0.5) - 0.01);
      expect(truePeak([new Float32Array(1000)])).toBeNull();
    });
  },
);
