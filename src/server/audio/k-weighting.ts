/**
 * The K-weighting of ITU-R BS.1770-4: a high shelf (the head's acoustic effect) followed by the
 * RLB high-pass. The Recommendation tabulates both biquads for 48 kHz only; these are the
 * analogue prototypes behind that table (as libebur128 derives them), so any sample rate gets
 * its own coefficients and 48 kHz reproduces the table.
 */

/** One biquad's coefficients, a0 normalised to 1. */
export interface BiquadCoefficients {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

const SHELF = { f0: 1681.974450955533, gainDb: 3.999843853973347, q: 0.7071752369554196 };
const HIGH_PASS = { f0: 38.13547087602444, q: 0.5003270373238773 };

/** Stage 1: the high shelf (+4 dB above about 1.5 kHz). */
export function shelfCoefficients(sampleRate: number): BiquadCoefficients {
  const k = Math.tan((Math.PI * SHELF.f0) / sampleRate);
  const vh = 10 ** (SHELF.gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  const a0 = 1 + k / SHELF.q + k * k;
  return {
    b0: (vh + (vb * k) / SHELF.q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / SHELF.q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / SHELF.q + k * k) / a0,
  };
}

/** Stage 2: the RLB high-pass (about 38 Hz). */
export function highPassCoefficients(sampleRate: number): BiquadCoefficients {
  const k = Math.tan((Math.PI * HIGH_PASS.f0) / sampleRate);
  const a0 = 1 + k / HIGH_PASS.q + k * k;
  return {
    b0: 1,
    b1: -2,
    b2: 1,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / HIGH_PASS.q + k * k) / a0,
  };
}

/** A biquad in direct form II transposed, keeping its state between calls (streamed audio). */
export class Biquad {
  private z1 = 0;
  private z2 = 0;

  constructor(private readonly c: BiquadCoefficients) {}

  /** Filters `input` into `output` (they may be the same array). */
  process(input: Float32Array | Float64Array, output: Float64Array, length = input.length): void {
    const { b0, b1, b2, a1, a2 } = this.c;
    let z1 = this.z1;
    let z2 = this.z2;
    for (let i = 0; i < length; i += 1) {
      const x = input[i]!;
      const y = b0 * x + z1;
      z1 = b1 * x - a1 * y + z2;
      z2 = b2 * x - a2 * y;
      output[i] = y;
    }
    this.z1 = z1;
    this.z2 = z2;
  }
}

/** Both K-weighting stages for one channel. */
export class KWeightingFilter {
  private readonly shelf: Biquad;
  private readonly highPass: Biquad;

  constructor(sampleRate: number) {
    this.shelf = new Biquad(shelfCoefficients(sampleRate));
    this.highPass = new Biquad(highPassCoefficients(sampleRate));
  }

  /** K-weights `length` samples of `input` into `output`. */
  process(input: Float32Array, output: Float64Array, length = input.length): void {
    this.shelf.process(input, output, length);
    this.highPass.process(output, output, length);
  }
}
