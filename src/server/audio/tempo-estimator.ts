import { Fft, Framer } from './fft.js';

const FRAME = 256;
const HOP = 64;
/**
 * The onset envelope kept for tempo: its first 10 minutes (at ~172 frames a second, about
 * 400 KB), so a file of any length is analysed in bounded memory and time. A song keeps its
 * tempo; a longer recording is judged by its first 10 minutes.
 */
export const TEMPO_SECONDS_MAX = 600;
/** Less than this of audio says nothing about a beat. */
const TEMPO_SECONDS_MIN = 4;
export const BPM_MIN = 60;
export const BPM_MAX = 200;
/** The perceptual prior (as Ellis 2007, librosa): tempi near 120 BPM are heard as the beat. */
const PRIOR_CENTRE_BPM = 120;
const PRIOR_OCTAVES = 1;
/** Below this, the envelope repeats too weakly to name a beat: no tempo. */
export const TEMPO_CONFIDENCE_MIN = 0.1;
/** Log compression of the spectrum before the flux, so quiet onsets count too. */
const COMPRESSION = 1000;
/**
 * A bin's rise counts above this (in the compressed log units, about a 5 % louder bin): a held
 * tone's spectrum ripples a little from frame to frame, and that ripple is regular enough to
 * look like a beat.
 */
const RISE_FLOOR = 0.05;
/**
 * The least spread (standard deviation) of the onset envelope that can hold a beat: a held
 * tone's envelope stays near 0.2, a metronome's or a drum kit's reaches tens.
 */
const ONSET_SPREAD_MIN = 0.5;

export interface TempoFigures {
  bpm: number | null;
  bpmConfidence: number | null;
}

const prior = (bpm: number) =>
  Math.exp(-0.5 * (Math.log2(bpm / PRIOR_CENTRE_BPM) / PRIOR_OCTAVES) ** 2);

/**
 * Tempo from a mono signal near 11 kHz (MonoDownsampler): an onset-strength envelope (the
 * spectral flux of log-compressed 23 ms spectra, one every 64 samples), its autocorrelation over
 * the lags of 60–200 BPM, each lag scored with the lag twice as long (a comb of two teeth: a
 * beat repeats every bar too) and weighted by the perceptual prior. The best lag is refined by
 * a parabola through its neighbours. Confidence: the autocorrelation at that lag over the
 * envelope's energy (1 for a metronome, near 0 for noise or a held chord).
 */
export class TempoEstimator {
  private readonly fft = new Fft(FRAME);
  private readonly framer: Framer;
  private readonly frameRate: number;
  private readonly envelope: Float32Array;
  private frames = 0;
  private previous = new Float64Array(FRAME / 2 + 1);
  private current = new Float64Array(FRAME / 2 + 1);
  private readonly re = new Float64Array(FRAME);
  private readonly im = new Float64Array(FRAME);

  constructor(sampleRate: number) {
    this.frameRate = sampleRate / HOP;
    this.envelope = new Float32Array(Math.ceil(TEMPO_SECONDS_MAX * this.frameRate));
    this.framer = new Framer(FRAME, HOP, (frame) => this.addFrame(frame));
  }

  /** Adds mono samples at the rate given to the constructor. */
  push(samples: Float64Array, length: number): void {
    if (this.frames < this.envelope.length) this.framer.push(samples, length);
  }

  private addFrame(frame: Float64Array): void {
    this.fft.magnitudes(frame, this.current, this.re, this.im);
    let flux = 0;
    for (let k = 1; k < this.current.length; k += 1) {
      const level = Math.log1p(COMPRESSION * this.current[k]!);
      this.current[k] = level;
      const rise = level - this.previous[k]! - RISE_FLOOR;
      if (rise > 0) flux += rise;
    }
    // The first frame rises from nothing: it is no onset.
    this.envelope[this.frames] = this.frames > 0 ? flux : 0;
    this.frames += 1;
    [this.previous, this.current] = [this.current, this.previous];
  }

  /** The tempo of what was pushed; nulls when there is no steady beat. */
  figures(): TempoFigures {
    const none = { bpm: null, bpmConfidence: null };
    const n = Math.min(this.frames, this.envelope.length);
    if (n < TEMPO_SECONDS_MIN * this.frameRate) return none;
    const onsets = smoothed(this.envelope.subarray(0, n));
    const mean = onsets.reduce((sum, value) => sum + value, 0) / n;
    for (let i = 0; i < n; i += 1) onsets[i] = onsets[i]! - mean;
    const lagMin = Math.floor((60 * this.frameRate) / BPM_MAX);
    const lagMax = Math.ceil((60 * this.frameRate) / BPM_MIN);
    const energy = autocorrelation(onsets, 0);
    if (!(Math.sqrt(energy) >= ONSET_SPREAD_MIN)) return none;
    const r = new Float64Array(2 * lagMax + 2);
    for (let lag = lagMin - 1; lag < r.length && lag < n; lag += 1) {
      r[lag] = autocorrelation(onsets, lag) / energy;
    }
    let best = -1;
    let bestScore = -Infinity;
    for (let lag = lagMin; lag <= lagMax; lag += 1) {
      const score = prior((60 * this.frameRate) / lag) * (r[lag]! + 0.5 * r[2 * lag]!);
      if (score > bestScore) {
        bestScore = score;
        best = lag;
      }
    }
    const confidence = Math.max(0, Math.min(1, r[best]!));
    if (confidence < TEMPO_CONFIDENCE_MIN) return none;
    const [before, at, after] = [r[best - 1]!, r[best]!, r[best + 1]!];
    const curvature = before - 2 * at + after;
    const shift = curvature < 0 ? (0.5 * (before - after)) / curvature : 0;
    const bpm = (60 * this.frameRate) / (best + Math.max(-0.5, Math.min(0.5, shift)));
    return { bpm: Math.round(bpm * 10) / 10, bpmConfidence: Math.round(confidence * 100) / 100 };
  }
}

/** Mean of x[i]·x[i+lag] (unbiased: divided by the number of products). */
function autocorrelation(x: Float64Array, lag: number): number {
  let sum = 0;
  const count = x.length - lag;
  for (let i = 0; i < count; i += 1) sum += x[i]! * x[i + lag]!;
  return count > 0 ? sum / count : 0;
}

/**
 * The envelope through a short Hann kernel (5 frames, 29 ms): a beat whose period falls
 * between two whole frames then still correlates fully at the nearer lag.
 */
function smoothed(envelope: Float32Array): Float64Array {
  const kernel = [0.25, 0.75, 1, 0.75, 0.25];
  const out = new Float64Array(envelope.length);
  for (let i = 0; i < envelope.length; i += 1) {
    let sum = 0;
    for (let k = 0; k < kernel.length; k += 1) sum += kernel[k]! * (envelope[i + k - 2] ?? 0);
    out[i] = sum / 3;
  }
  return out;
}
