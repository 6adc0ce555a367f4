import { describe, expect, it } from 'vitest';
import { MUSICAL_KEYS } from '../../shared/schemas/details.js';
import { KeyEstimator } from './key-estimator.js';
import { MonoDownsampler } from './mono-downsampler.js';
import { feedInChunks, heldChord } from './test-signals.js';

/** Generating and measuring seconds of audio: quick on a quiet machine, slow on a shared one. */
const SIGNAL_TEST_TIMEOUT_MS = 30_000;

const keyOf = (samples: Float32Array, rate: number) => {
  let estimator: KeyEstimator | null = null;
  const downsampler = new MonoDownsampler(rate, (s, n) => estimator!.push(s, n));
  estimator = new KeyEstimator(downsampler.outputRate);
  feedInChunks(downsampler, [samples]);
  return estimator.figures();
};

describe('KeyEstimator (Krumhansl–Schmuckler)', { timeout: SIGNAL_TEST_TIMEOUT_MS }, () => {
  it('hears a sustained C-major triad as C major', () => {
    const { key, keyConfidence } = keyOf(heldChord([60, 64, 67], 10, 44_100), 44_100);
    expect(key).toBe('C major');
    expect(keyConfidence).toBeGreaterThan(0.5);
  });

  it.each([
    [[57, 60, 64], 'A minor'],
    [[66, 69, 73], 'F# minor'],
    [[62, 66, 69], 'D major'],
    [[63, 67, 70], 'Eb major'],
  ])('hears the triad %j as %s, spelled as the details spell keys', (notes, expected) => {
    const { key } = keyOf(heldChord(notes, 10, 48_000), 48_000);
    expect(key).toBe(expected);
    expect(MUSICAL_KEYS).toContain(key);
  });

  it('names no key for silence', () => {
    expect(keyOf(new Float32Array(44_100 * 5), 44_100)).toEqual({ key: null, keyConfidence: null });
  });
});
