/**
 * An in-place radix-2 FFT for the spectra of tempo and key analysis (sizes are powers of two,
 * fixed per analyser, so the twiddles and the bit reversal are computed once).
 */
export class Fft {
  private readonly cos: Float64Array;
  private readonly sin: Float64Array;
  private readonly reversed: Uint32Array;
  /** A Hann window of the transform's size. */
  readonly window: Float64Array;

  constructor(readonly size: number) {
    if (size < 2 || (size & (size - 1)) !== 0) throw new Error('FFT size must be a power of two');
    this.cos = new Float64Array(size / 2);
    this.sin = new Float64Array(size / 2);
    for (let i = 0; i < size / 2; i += 1) {
      this.cos[i] = Math.cos((2 * Math.PI * i) / size);
      this.sin[i] = -Math.sin((2 * Math.PI * i) / size);
    }
    this.reversed = new Uint32Array(size);
    const bits = Math.log2(size);
    for (let i = 0; i < size; i += 1) {
      let r = 0;
      for (let b = 0; b < bits; b += 1) r |= ((i >> b) & 1) << (bits - 1 - b);
      this.reversed[i] = r;
    }
    this.window = Float64Array.from(
      { length: size },
      (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / size),
    );
  }

  /** Transforms (re, im) in place. */
  transform(re: Float64Array, im: Float64Array): void {
    const n = this.size;
    for (let i = 0; i < n; i += 1) {
      const j = this.reversed[i]!;
      if (j > i) {
        [re[i], re[j]] = [re[j]!, re[i]!];
        [im[i], im[j]] = [im[j]!, im[i]!];
      }
    }
    for (let half = 1; half < n; half *= 2) {
      const stride = n / (2 * half);
      for (let start = 0; start < n; start += 2 * half) {
        for (let k = 0; k < half; k += 1) {
          const wr = this.cos[k * stride]!;
          const wi = this.sin[k * stride]!;
          const a = start + k;
          const b = a + half;
          const tr = re[b]! * wr - im[b]! * wi;
          const ti = re[b]! * wi + im[b]! * wr;
          re[b] = re[a]! - tr;
          im[b] = im[a]! - ti;
          re[a] = re[a]! + tr;
          im[a] = im[a]! + ti;
        }
      }
    }
  }

  /** The magnitudes of bins 0..size/2 of a windowed real frame, into `out`. */
  magnitudes(frame: Float64Array, out: Float64Array, re: Float64Array, im: Float64Array): void {
    for (let i = 0; i < this.size; i += 1) {
      re[i] = frame[i]! * this.window[i]!;
      im[i] = 0;
    }
    this.transform(re, im);
    for (let k = 0; k <= this.size / 2; k += 1) out[k] = Math.hypot(re[k]!, im[k]!);
  }
}

/**
 * Cuts a stream of samples into overlapping frames of `size`, one every `hop` samples, handing
 * each to `onFrame` (the frame array is reused: read it before returning).
 */
export class Framer {
  private readonly buffer: Float64Array;
  private filled = 0;

  constructor(
    private readonly size: number,
    private readonly hop: number,
    private readonly onFrame: (frame: Float64Array) => void,
  ) {
    this.buffer = new Float64Array(size);
  }

  push(samples: Float64Array, length: number): void {
    for (let at = 0; at < length;) {
      const take = Math.min(length - at, this.size - this.filled);
      this.buffer.set(samples.subarray(at, at + take), this.filled);
      this.filled += take;
      at += take;
      if (this.filled === this.size) {
        this.onFrame(this.buffer);
        this.buffer.copyWithin(0, this.hop);
        this.filled = this.size - this.hop;
      }
    }
  }
}
