import { describe, expect, it } from 'vitest';
import { MonoDownsampler } from './mono-downsampler.js';
import { TempoEstimator } from './tempo-estimator.js';
import { clickTrack, feedInChunks, sine } from './test-signals.js';

/** Generating and measuring seconds of audio: quick on a quiet machine, slow on a shared one. */
const SIGNAL_TEST_TIMEOUT_MS = 30_000;

const tempoOf = (samples: Float32Array, rate: number) => {
  let estimator: TempoEstimator | null = null;
  const downsampler = new MonoDownsampler(rate, (s, n) => estimator!.push(s, n));
  estimator = new TempoEstimator(downsampler.outputRate);
  feedInChunks(downsampler, [samples]);
  return estimator.figures();
};

describe('TempoEstimator', { timeout: SIGNAL_TEST_TIMEOUT_MS }, () => {
  it('measures a click track at 120 BPM as 120 ± 1', () => {
    const { bpm, bpmConfidence } = tempoOf(clickTrack(120, 30, 44_100), 44_100);
    expect(Math.abs(bpm! - 120)).toBeLessThanOrEqual(1);
    expect(bpmConfidence).toBeGreaterThan(0.8);
  });

  it.each([
    [72, 48_000],
    [93, 48_000],
    [140, 22_050],
    [160, 44_100],
  ])('measures a click track at %i BPM (%i Hz) within 1 BPM', (tempo, rate) => {
    expect(Math.abs(tempoOf(clickTrack(tempo, 30, rate), rate).bpm! - tempo)).toBeLessThanOrEqual(
      1,
    );
  });

  it('reads an unaccented click above ~170 BPM at half tempo: the perceptual prior prefers it', () => {
    // Both are right for a metronome without accents; a listener taps the slower pulse too.
    expect(Math.abs(tempoOf(clickTrack(180, 30, 44_100), 44_100).bpm! - 90)).toBeLessThanOrEqual(1);
  });

  it('names no tempo for a held tone or silence', () => {
    expect(tempoOf(sine(440, 0.5, 20, 44_100), 44_100)).toEqual({ bpm: null, bpmConfidence: null });
    expect(tempoOf(new Float32Array(44_100 * 10), 44_100).bpm).toBeNull();
  });

  it('needs a few seconds of audio', () => {
    expect(tempoOf(clickTrack(120, 2, 44_100), 44_100).bpm).toBeNull();
  });
});
