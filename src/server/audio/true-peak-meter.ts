/**
 * ITU-R BS.1770-4 Annex 2: the 48-tap interpolation filter for 4× oversampling, as its four
 * polyphase branches of 12 taps (coefficients as the Annex prints them).
 */
const PHASES = [
  [
    0.001708984375, 0.010986328125, -0.0196533203125, 0.033203125, -0.0594482421875,
    0.1373291015625, 0.97216796875, -0.102294921875, 0.047607421875, -0.026611328125,
    0.014892578125, -0.00830078125,
  ],
  [
    -0.0291748046875, 0.029296875, -0.0517578125, 0.089111328125, -0.16650390625, 0.465087890625,
    0.77978515625, -0.2003173828125, 0.1015625, -0.0582275390625, 0.0330810546875, -0.0189208984375,
  ],
  [
    -0.0189208984375, 0.0330810546875, -0.0582275390625, 0.1015625, -0.2003173828125, 0.77978515625,
    0.465087890625, -0.16650390625, 0.089111328125, -0.0517578125, 0.029296875, -0.0291748046875,
  ],
  [
    -0.00830078125, 0.014892578125, -0.026611328125, 0.047607421875, -0.102294921875, 0.97216796875,
    0.1373291015625, -0.0594482421875, 0.033203125, -0.0196533203125, 0.010986328125,
    0.001708984375,
  ],
].map((taps) => Float64Array.from(taps));
const TAPS = 12;
/** The largest gain of any branch (sum of its |taps|): bounds what a stretch can interpolate to. */
const BRANCH_GAIN_MAX = Math.max(
  ...PHASES.map((taps) => taps.reduce((s, t) => s + Math.abs(t), 0)),
);
/** Samples checked together against the bound before the filter runs on them. */
const STRETCH = 256;

/**
 * True peak (BS.1770-4 Annex 2): the largest magnitude of the signal oversampled 4× by the
 * Annex's interpolation filter, over every channel, in constant memory (12 samples of history
 * per channel). Stretches whose samples, times the filter's largest gain, cannot beat the peak
 * found so far skip the filter: the answer is the same, the cost a fraction for most music.
 * Below 48 kHz the oversampled rate falls short of the Annex's 192 kHz; the 4× is kept, as the
 * Annex's filter is defined per sample, not per second.
 */
export class TruePeakMeter {
  private readonly history: Float64Array[];
  private peak = 0;

  constructor(channels: number) {
    // Each channel's last TAPS samples, newest last, then room for a stretch.
    this.history = Array.from({ length: channels }, () => new Float64Array(TAPS + STRETCH));
  }

  /** Adds decoded audio: one Float32Array per channel, all of the same length. */
  addChannels(channels: readonly Float32Array[]): void {
    channels.forEach((samples, c) => {
      const line = this.history[c];
      if (!line) return;
      for (let start = 0; start < samples.length; start += STRETCH) {
        const end = Math.min(samples.length, start + STRETCH);
        this.addStretch(line, samples, start, end);
      }
    });
  }

  private addStretch(line: Float64Array, samples: Float32Array, start: number, end: number) {
    const count = end - start;
    let loudest = 0;
    for (let i = 0; i < TAPS; i += 1) loudest = Math.max(loudest, Math.abs(line[i]!));
    for (let i = 0; i < count; i += 1) {
      const sample = samples[start + i]!;
      line[TAPS + i] = sample;
      const magnitude = Math.abs(sample);
      if (magnitude > loudest) loudest = magnitude;
      if (magnitude > this.peak) this.peak = magnitude;
    }
    if (loudest * BRANCH_GAIN_MAX > this.peak) {
      // Output n (of each branch) reads the 12 samples ending at line[TAPS + i].
      for (let i = 0; i < count; i += 1) {
        for (const taps of PHASES) {
          let sum = 0;
          for (let t = 0; t < TAPS; t += 1) sum += taps[t]! * line[i + 1 + t]!;
          const magnitude = sum < 0 ? -sum : sum;
          if (magnitude > this.peak) this.peak = magnitude;
        }
      }
    }
    line.copyWithin(0, count, count + TAPS);
  }

  /** dBTP of everything added so far; null for digital silence. */
  truePeakDbtp(): number | null {
    return this.peak > 0 ? 20 * Math.log10(this.peak) : null;
  }
}
