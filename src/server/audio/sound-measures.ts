import type { AudioAnalysis as SoundFigures } from '../../shared/schemas/audio-analysis.js';
import { KeyEstimator } from './key-estimator.js';
import { LoudnessMeter } from './loudness-meter.js';
import { MonoDownsampler } from './mono-downsampler.js';
import { TempoEstimator } from './tempo-estimator.js';
import { TruePeakMeter } from './true-peak-meter.js';

export type { SoundFigures };

const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/**
 * Every measure of a file's sound, fed the decoded audio chunk by chunk like the peaks: the
 * loudness meter and the true-peak meter read every channel at the file's rate; tempo and key
 * read one mono signal near 11 kHz. Memory does not grow with the file (see each part).
 */
export class SoundMeasures {
  private readonly loudness: LoudnessMeter;
  private readonly truePeak: TruePeakMeter;
  private readonly downsampler: MonoDownsampler;
  private readonly tempo: TempoEstimator;
  private readonly key: KeyEstimator;
  /** Frames seen so far. */
  frames = 0;

  constructor(
    readonly sampleRate: number,
    readonly channels: number,
  ) {
    this.loudness = new LoudnessMeter(sampleRate, channels);
    this.truePeak = new TruePeakMeter(channels);
    this.downsampler = new MonoDownsampler(sampleRate, (samples, length) => {
      this.tempo.push(samples, length);
      this.key.push(samples, length);
    });
    this.tempo = new TempoEstimator(this.downsampler.outputRate);
    this.key = new KeyEstimator(this.downsampler.outputRate);
  }

  /** Adds decoded audio: one Float32Array per channel (as many as the constructor was told). */
  addChannels(channels: readonly Float32Array[]): void {
    const used = channels.slice(0, this.channels);
    if (used.length < this.channels || (used[0]?.length ?? 0) === 0) return;
    this.frames += used[0]!.length;
    this.loudness.addChannels(used);
    this.truePeak.addChannels(used);
    this.downsampler.addChannels(used);
  }

  /** The figures of everything added; loudness and true peak to 0.01 dB. */
  figures(): SoundFigures {
    const { integratedLufs, loudnessRange } = this.loudness.figures();
    return {
      integratedLufs: round2(integratedLufs),
      truePeakDbtp: round2(this.truePeak.truePeakDbtp()),
      loudnessRange: round2(loudnessRange),
      ...this.tempo.figures(),
      ...this.key.figures(),
    };
  }
}
