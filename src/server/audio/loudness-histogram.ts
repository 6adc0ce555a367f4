/** Loudness of a mean-square energy, as BS.1770-4 writes it (−0.691 + 10·log10). */
export const loudnessOf = (energy: number) => -0.691 + 10 * Math.log10(energy);

/** The absolute gate of BS.1770-4 and EBU Tech 3342: blocks at or below it are silence. */
export const ABSOLUTE_GATE_LUFS = -70;
const TOP_LUFS = 10;
/** Bin width in LU: the only approximation is where a relative gate cuts through one bin. */
const BIN_LU = 0.01;
const BINS = Math.round((TOP_LUFS - ABSOLUTE_GATE_LUFS) / BIN_LU);

/**
 * The gating blocks of a programme in bounded memory, however long it runs: a count and the
 * exact energy sum per 0.01 LU of loudness (8,000 bins, about 100 KB), instead of one value per
 * block (an hour is 36,000 blocks per second of hop). Means are exact; a relative gate is exact
 * to within the one bin it falls in; percentiles to within half a bin.
 */
export class LoudnessHistogram {
  private readonly counts = new Uint32Array(BINS);
  private readonly energies = new Float64Array(BINS);
  private count = 0;
  private energy = 0;

  /** Adds one block's mean-square energy (channel-weighted, K-weighted). */
  add(energy: number): void {
    if (!(energy > 0)) return;
    const loudness = loudnessOf(energy);
    if (loudness <= ABSOLUTE_GATE_LUFS) return;
    const bin = Math.min(BINS - 1, Math.floor((loudness - ABSOLUTE_GATE_LUFS) / BIN_LU));
    this.counts[bin] = this.counts[bin]! + 1;
    this.energies[bin] = this.energies[bin]! + energy;
    this.count += 1;
    this.energy += energy;
  }

  /** The first bin of blocks above the relative gate (`offsetLu` under the ungated mean). */
  private firstBinAboveRelativeGate(offsetLu: number): number | null {
    if (this.count === 0) return null;
    const gate = loudnessOf(this.energy / this.count) + offsetLu;
    // A bin belongs above the gate when its centre does.
    return Math.max(0, Math.ceil((gate - ABSOLUTE_GATE_LUFS) / BIN_LU - 0.5));
  }

  /** Loudness of the blocks above both gates (integrated loudness with offset −10); null if none. */
  gatedLoudness(offsetLu: number): number | null {
    const first = this.firstBinAboveRelativeGate(offsetLu);
    if (first === null) return null;
    let count = 0;
    let energy = 0;
    for (let bin = first; bin < BINS; bin += 1) {
      count += this.counts[bin]!;
      energy += this.energies[bin]!;
    }
    return count === 0 ? null : loudnessOf(energy / count);
  }

  /**
   * The spread between two percentiles of the blocks above both gates (loudness range: offset
   * −20, 10th and 95th percentiles); null when no block passes.
   */
  percentileSpread(offsetLu: number, low: number, high: number): number | null {
    const first = this.firstBinAboveRelativeGate(offsetLu);
    if (first === null) return null;
    let count = 0;
    for (let bin = first; bin < BINS; bin += 1) count += this.counts[bin]!;
    if (count === 0) return null;
    const at = (fraction: number) => {
      const rank = Math.round((count - 1) * fraction);
      for (let bin = first, seen = 0; bin < BINS; bin += 1) {
        seen += this.counts[bin]!;
        if (seen > rank) return ABSOLUTE_GATE_LUFS + (bin + 0.5) * BIN_LU;
      }
      return ABSOLUTE_GATE_LUFS + BINS * BIN_LU;
    };
    return at(high) - at(low);
  }
}
