import { describe, expect, it } from 'vitest';
import { highPassCoefficients, shelfCoefficients } from './k-weighting.js';
import { channelWeights, LoudnessMeter } from './loudness-meter.js';
import { feedInChunks, sine } from './test-signals.js';

/** Generating and measuring seconds of audio: quick on a quiet machine, slow on a shared one. */
const SIGNAL_TEST_TIMEOUT_MS = 30_000;

const measure = (channels: Float32Array[], rate: number) => {
  const meter = new LoudnessMeter(rate, channels.length);
  feedInChunks(meter, channels, 3000);
  return meter.figures();
};

describe('K-weighting', () => {
  it('reproduces the 48 kHz coefficients tabulated in BS.1770-4', () => {
    const shelf = shelfCoefficients(48_000);
    expect(shelf.b0).toBeCloseTo(1.53512485958697, 10);
    expect(shelf.b1).toBeCloseTo(-2.69169618940638, 10);
    expect(shelf.b2).toBeCloseTo(1.19839281085285, 10);
    expect(shelf.a1).toBeCloseTo(-1.69065929318241, 10);
    expect(shelf.a2).toBeCloseTo(0.73248077421585, 10);
    const highPass = highPassCoefficients(48_000);
    expect(highPass.a1).toBeCloseTo(-1.99004745483398, 10);
    expect(highPass.a2).toBeCloseTo(0.99007225036621, 10);
  });

  it('derives other rates from the same filters, not from the 48 kHz table', () => {
    expect(shelfCoefficients(44_100).a1).not.toBeCloseTo(shelfCoefficients(48_000).a1, 3);
  });
});

describe('LoudnessMeter (BS.1770-4, EBU R128)', { timeout: SIGNAL_TEST_TIMEOUT_MS }, () => {
  it.each([48_000, 44_100, 22_050])(
    'measures a 997 Hz sine at −20 dBFS in one channel as −23.0 LUFS (%i Hz)',
    (rate) => {
      const figures = measure([sine(997, 0.1, 10, rate)], rate);
      expect(Math.abs(figures.integratedLufs! - -23)).toBeLessThanOrEqual(0.1);
      expect(figures.loudnessRange).toBeLessThanOrEqual(0.1);
    },
  );

  it('measures the same sine in both channels of a stereo file as −20.0 LUFS', () => {
    const tone = sine(997, 0.1, 10, 48_000);
    const figures = measure([tone, tone], 48_000);
    expect(Math.abs(figures.integratedLufs! - -20)).toBeLessThanOrEqual(0.1);
  });

  it('gives digital silence no loudness: every block is gated, not −∞ and not 0', () => {
    const silence = new Float32Array(48_000 * 10);
    expect(measure([silence, silence], 48_000)).toEqual({
      integratedLufs: null,
      loudnessRange: null,
    });
  });

  it('leaves quiet passages out by the relative gate', () => {
    // 10 s at −20 dBFS then 10 s 30 dB quieter: the quiet half is under the −10 LU gate, so the
    // integrated loudness is the loud half's alone (within the blocks that straddle the change).
    const rate = 48_000;
    const loud = sine(997, 0.1, 10, rate);
    const quiet = sine(997, 0.1 / 31.62, 10, rate);
    const both = new Float32Array(loud.length * 2);
    both.set(loud);
    both.set(quiet, loud.length);
    expect(measure([both], rate).integratedLufs).toBeCloseTo(-23, 0);
  });

  it('measures the loudness range between the 10th and 95th percentile (EBU Tech 3342)', () => {
    // EBU Tech 3342 test signal 1: 20 s at −20 dBFS then 20 s at −30 dBFS, stereo: LRA 10 LU ±1.
    const rate = 48_000;
    const both = new Float32Array(rate * 40);
    both.set(sine(1000, 0.1, 20, rate));
    both.set(sine(1000, 0.1 / 3.1623, 20, rate), rate * 20);
    const figures = measure([both, both], rate);
    expect(Math.abs(figures.loudnessRange! - 10)).toBeLessThanOrEqual(1);
  });

  it('weighs the surround channels 1.41 and leaves the LFE out', () => {
    expect(channelWeights(2)).toEqual([1, 1]);
    expect(channelWeights(6)).toEqual([1, 1, 1, 0, 1.41, 1.41]);
  });
});
