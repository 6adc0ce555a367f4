import { MAJOR_KEYS, MINOR_KEYS } from '../../shared/schemas/details.js';
import { Fft, Framer } from './fft.js';

const FRAME = 4096;
const HOP = 2048;
/** The pitches that carry harmony: from E2 up to about C7 (higher bins are mostly overtones). */
const LOWEST_HZ = 80;
const HIGHEST_HZ = 2100;

/** Krumhansl–Kessler probe-tone profiles, from the tonic up in semitones. */
const MAJOR_PROFILE = [6.35, 2.23, 3.48, 2.33, 4.38, 4.09, 2.52, 5.19, 2.39, 3.66, 2.29, 2.88];
const MINOR_PROFILE = [6.33, 2.68, 3.52, 5.38, 2.6, 3.53, 2.54, 4.75, 3.98, 2.69, 3.34, 3.17];

export interface KeyFigures {
  /** In MUSICAL_KEYS spelling, or null for silence. */
  key: string | null;
  keyConfidence: number | null;
}

/** Pearson correlation of the chroma, read from `tonic` up, with a profile. */
function correlation(chroma: Float64Array, tonic: number, profile: number[]): number {
  const meanChroma = chroma.reduce((s, v) => s + v, 0) / 12;
  const meanProfile = profile.reduce((s, v) => s + v, 0) / 12;
  let products = 0;
  let chromaSquares = 0;
  let profileSquares = 0;
  for (let i = 0; i < 12; i += 1) {
    const c = chroma[(tonic + i) % 12]! - meanChroma;
    const p = profile[i]! - meanProfile;
    products += c * p;
    chromaSquares += c * c;
    profileSquares += p * p;
  }
  const scale = Math.sqrt(chromaSquares * profileSquares);
  return scale > 0 ? products / scale : 0;
}

/**
 * Musical key by Krumhansl–Schmuckler: a chroma vector (the spectrum's magnitude folded onto
 * the 12 pitch classes, 370 ms frames of a mono signal near 11 kHz, summed over the whole file
 * in constant memory) correlated with the major and minor profiles in all 12 transpositions;
 * the best correlation names the key and is its confidence (clipped to 0..1).
 */
export class KeyEstimator {
  private readonly fft = new Fft(FRAME);
  private readonly framer: Framer;
  private readonly chroma = new Float64Array(12);
  /** Per spectrum bin: its pitch class, or −1 outside the range read. */
  private readonly pitchClassOfBin: Int8Array;
  private readonly magnitudes = new Float64Array(FRAME / 2 + 1);
  private readonly re = new Float64Array(FRAME);
  private readonly im = new Float64Array(FRAME);

  constructor(sampleRate: number) {
    this.pitchClassOfBin = Int8Array.from({ length: FRAME / 2 + 1 }, (_, k) => {
      const hz = (k * sampleRate) / FRAME;
      if (hz < LOWEST_HZ || hz > HIGHEST_HZ) return -1;
      const midi = Math.round(69 + 12 * Math.log2(hz / 440));
      return ((midi % 12) + 12) % 12; // C = 0
    });
    this.framer = new Framer(FRAME, HOP, (frame) => this.addFrame(frame));
  }

  /** Adds mono samples at the rate given to the constructor. */
  push(samples: Float64Array, length: number): void {
    this.framer.push(samples, length);
  }

  private addFrame(frame: Float64Array): void {
    this.fft.magnitudes(frame, this.magnitudes, this.re, this.im);
    for (let k = 0; k < this.magnitudes.length; k += 1) {
      const pitchClass = this.pitchClassOfBin[k]!;
      if (pitchClass >= 0) this.chroma[pitchClass] = this.chroma[pitchClass]! + this.magnitudes[k]!;
    }
  }

  /** The key of what was pushed. */
  figures(): KeyFigures {
    if (!(this.chroma.reduce((s, v) => s + v, 0) > 0)) return { key: null, keyConfidence: null };
    let best = { key: '', score: -Infinity };
    for (let tonic = 0; tonic < 12; tonic += 1) {
      const major = correlation(this.chroma, tonic, MAJOR_PROFILE);
      if (major > best.score) best = { key: MAJOR_KEYS[tonic]!, score: major };
      const minor = correlation(this.chroma, tonic, MINOR_PROFILE);
      if (minor > best.score) best = { key: MINOR_KEYS[tonic]!, score: minor };
    }
    const confidence = Math.max(0, Math.min(1, best.score));
    return { key: best.key, keyConfidence: Math.round(confidence * 100) / 100 };
  }
}
