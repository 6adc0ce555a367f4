import { KWeightingFilter } from './k-weighting.js';
import { LoudnessHistogram } from './loudness-histogram.js';

/** BS.1770-4 gating: a block is 400 ms, a new one starts every 100 ms (75 % overlap). */
const STEPS_PER_BLOCK = 4;
/** EBU Tech 3342: loudness range reads 3 s short-term windows, here one every 100 ms. */
const STEPS_PER_SHORT_TERM = 30;
const INTEGRATED_RELATIVE_GATE_LU = -10;
const RANGE_RELATIVE_GATE_LU = -20;

/**
 * Channel weights of BS.1770-4 by position: left, right and centre 1, the surrounds 1.41, the
 * LFE of a 5.1 file left out. Files with up to three channels weigh every channel 1.
 */
export function channelWeights(channels: number): number[] {
  if (channels <= 3) return Array.from({ length: channels }, () => 1);
  if (channels === 4) return [1, 1, 1.41, 1.41]; // quad: L R Ls Rs
  if (channels === 5) return [1, 1, 1, 1.41, 1.41]; // L R C Ls Rs
  // 5.1 and wider (WAV order L R C LFE Ls Rs …): the LFE is not measured.
  return Array.from({ length: channels }, (_, i) => (i === 3 ? 0 : i < 3 ? 1 : 1.41));
}

export interface LoudnessFigures {
  /** LUFS; null when every block is gated (silence, or shorter than 400 ms). */
  integratedLufs: number | null;
  /** LU; null when no 3 s window passes the gates. */
  loudnessRange: number | null;
}

/**
 * Integrated loudness (ITU-R BS.1770-4 / EBU R128) and loudness range (EBU Tech 3342) of audio
 * that arrives in pieces, in constant memory: each channel is K-weighted as it streams, squared
 * and summed per 100 ms step; the last 30 steps make the 400 ms blocks and the 3 s windows,
 * which go into two loudness histograms.
 */
export class LoudnessMeter {
  private readonly filters: KWeightingFilter[];
  private readonly weights: number[];
  private readonly stepFrames: number;
  /** Channel-weighted energy of the last 30 steps (a ring). */
  private readonly steps = new Float64Array(STEPS_PER_SHORT_TERM);
  private stepsDone = 0;
  private stepEnergy = 0;
  private stepFilled = 0;
  private scratch: Float64Array[] = [];
  private readonly blocks = new LoudnessHistogram();
  private readonly shortTerms = new LoudnessHistogram();

  constructor(sampleRate: number, channels: number) {
    this.filters = Array.from({ length: channels }, () => new KWeightingFilter(sampleRate));
    this.weights = channelWeights(channels);
    this.stepFrames = Math.max(1, Math.round(sampleRate / 10));
  }

  /** Adds decoded audio: one Float32Array per channel, all of the same length. */
  addChannels(channels: readonly Float32Array[]): void {
    const length = channels[0]?.length ?? 0;
    if (length === 0) return;
    if ((this.scratch[0]?.length ?? 0) < length) {
      this.scratch = this.filters.map(() => new Float64Array(length));
    }
    this.filters.forEach((filter, c) => filter.process(channels[c]!, this.scratch[c]!, length));
    for (let start = 0; start < length;) {
      const end = Math.min(length, start + this.stepFrames - this.stepFilled);
      for (let c = 0; c < this.filters.length; c += 1) {
        const weight = this.weights[c]!;
        if (weight === 0) continue;
        const filtered = this.scratch[c]!;
        let sum = 0;
        for (let i = start; i < end; i += 1) sum += filtered[i]! * filtered[i]!;
        this.stepEnergy += weight * sum;
      }
      this.stepFilled += end - start;
      start = end;
      if (this.stepFilled === this.stepFrames) this.closeStep();
    }
  }

  private closeStep(): void {
    this.steps[this.stepsDone % STEPS_PER_SHORT_TERM] = this.stepEnergy;
    this.stepsDone += 1;
    this.stepEnergy = 0;
    this.stepFilled = 0;
    if (this.stepsDone >= STEPS_PER_BLOCK) this.blocks.add(this.meanOfLast(STEPS_PER_BLOCK));
    if (this.stepsDone >= STEPS_PER_SHORT_TERM) {
      this.shortTerms.add(this.meanOfLast(STEPS_PER_SHORT_TERM));
    }
  }

  /** Mean-square energy per frame over the last `count` steps. */
  private meanOfLast(count: number): number {
    let sum = 0;
    for (let back = 1; back <= count; back += 1) {
      sum += this.steps[(this.stepsDone - back) % STEPS_PER_SHORT_TERM]!;
    }
    return sum / (count * this.stepFrames);
  }

  /** The figures of everything added so far. */
  figures(): LoudnessFigures {
    return {
      integratedLufs: this.blocks.gatedLoudness(INTEGRATED_RELATIVE_GATE_LU),
      loudnessRange: this.shortTerms.percentileSpread(RANGE_RELATIVE_GATE_LU, 0.1, 0.95),
    };
  }
}
