import { Biquad, type BiquadCoefficients } from './k-weighting.js';

/** Tempo and key need nothing above a few kHz: they read a mono signal near this rate. */
export const ANALYSIS_RATE = 11_025;

/** A second-order Butterworth low-pass (RBJ cookbook, Q = 1/√2). */
function lowPass(sampleRate: number, cutoff: number, q: number): BiquadCoefficients {
  const w = (2 * Math.PI * cutoff) / sampleRate;
  const alpha = Math.sin(w) / (2 * q);
  const a0 = 1 + alpha;
  const cos = Math.cos(w);
  return {
    b0: (1 - cos) / 2 / a0,
    b1: (1 - cos) / a0,
    b2: (1 - cos) / 2 / a0,
    a1: (-2 * cos) / a0,
    a2: (1 - alpha) / a0,
  };
}

/**
 * Mixes the channels to mono and keeps every n-th sample (n = the whole ratio nearest to
 * sampleRate / ANALYSIS_RATE), after a fourth-order low-pass at 0.8 of the new Nyquist, so
 * a 44.1 kHz file is read at 11,025 Hz and a 48 kHz one at 12 kHz. Streams in constant memory.
 */
export class MonoDownsampler {
  readonly factor: number;
  readonly outputRate: number;
  private readonly stages: Biquad[];
  private phase = 0;
  private mono = new Float64Array(0);
  private out = new Float64Array(0);

  constructor(
    sampleRate: number,
    private readonly onSamples: (samples: Float64Array, length: number) => void,
  ) {
    this.factor = Math.max(1, Math.round(sampleRate / ANALYSIS_RATE));
    this.outputRate = sampleRate / this.factor;
    const cutoff = 0.4 * this.outputRate;
    this.stages =
      this.factor === 1
        ? []
        : [0.5412, 1.3066].map((q) => new Biquad(lowPass(sampleRate, cutoff, q)));
  }

  /** Adds decoded audio: one Float32Array per channel, all of the same length. */
  addChannels(channels: readonly Float32Array[]): void {
    const length = channels[0]?.length ?? 0;
    if (length === 0) return;
    if (this.mono.length < length) {
      this.mono = new Float64Array(length);
      this.out = new Float64Array(Math.ceil(length / this.factor) + 1);
    }
    const mono = this.mono;
    mono.fill(0, 0, length);
    for (const channel of channels) {
      for (let i = 0; i < length; i += 1) mono[i] = mono[i]! + channel[i]!;
    }
    const scale = 1 / channels.length;
    for (let i = 0; i < length; i += 1) mono[i] = mono[i]! * scale;
    for (const stage of this.stages) stage.process(mono, mono, length);
    let written = 0;
    let i = this.phase;
    for (; i < length; i += this.factor) this.out[written++] = mono[i]!;
    this.phase = i - length;
    if (written > 0) this.onSamples(this.out, written);
  }
}
