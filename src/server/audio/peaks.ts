import { PEAK_COUNT } from '../../shared/constants.js';

/** How many points every stored waveform has (DESIGN §6: a fixed-size peak array). */
export { PEAK_COUNT };

/**
 * The waveform the players draw: the samples split into `count` equal slices, each slice's
 * largest absolute amplitude, rounded to 4 decimals. Samples are full-scale floats, so the
 * values lie in 0..1 and a quiet song looks quiet.
 */
export function computePeaks(samples: Float32Array, count = PEAK_COUNT): number[] {
  const peaks: number[] = [];
  for (let slice = 0; slice < count; slice += 1) {
    const start = Math.floor((slice * samples.length) / count);
    const end = Math.max(start + 1, Math.floor(((slice + 1) * samples.length) / count));
    let peak = 0;
    for (let i = start; i < end && i < samples.length; i += 1) {
      peak = Math.max(peak, Math.abs(samples[i]!));
    }
    peaks.push(Math.round(Math.min(1, peak) * 10_000) / 10_000);
  }
  return peaks;
}
