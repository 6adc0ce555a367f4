import type { AudioFormat } from '../../shared/schemas/releases.js';
import type { HeaderBytes } from './header-bytes.js';

/** Containers that hold samples as they are: lossless when their header names a PCM coding. */
const LOSSLESS_CONTAINERS = new Set(['wav', 'flac', 'aiff']);

/**
 * Lossless: a lossless container with a known bit depth. The readers leave the depth null for
 * a WAV or AIFC holding a compressed coding, so the rule reads the same from the header and
 * from the stored columns (which keep no `lossless`).
 */
export const isLossless = (container: string, bitDepth: number | null) =>
  LOSSLESS_CONTAINERS.has(container) && bitDepth !== null;

const within = (value: number | null | undefined, max: number) =>
  value !== null && value !== undefined && Number.isInteger(value) && value > 0 && value <= max
    ? value
    : null;

/** A format from what a reader found; a value out of any sane range becomes null. */
export function audioFormat(
  container: string,
  facts: { sampleRate?: number | null; bitDepth?: number | null; channels?: number | null },
): AudioFormat {
  const sampleRate = within(facts.sampleRate, 1_000_000);
  const bitDepth = within(facts.bitDepth, 64);
  const channels = within(facts.channels, 255);
  return { container, lossless: isLossless(container, bitDepth), sampleRate, bitDepth, channels };
}

/**
 * FLAC's STREAMINFO facts from its body at `at` (past the block header): after the block and
 * frame sizes, a 20-bit sample rate, 3 bits of channels - 1 and 5 bits of bits per sample - 1.
 */
export function flacStreamInfo(bytes: HeaderBytes, at: number) {
  const [b0, b1, b2, b3] = [
    bytes.u8(at + 10),
    bytes.u8(at + 11),
    bytes.u8(at + 12),
    bytes.u8(at + 13),
  ];
  if (at + 14 > bytes.length) return {};
  return {
    sampleRate: (b0 << 12) | (b1 << 4) | (b2 >> 4),
    channels: ((b2 >> 1) & 0b111) + 1,
    bitDepth: (((b2 & 1) << 4) | (b3 >> 4)) + 1,
  };
}
