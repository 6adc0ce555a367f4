/** The WAV header before the samples (encode-wav.ts). */
export const WAV_HEADER_BYTES = 44;
/** 16-bit samples. */
const BYTES_PER_SAMPLE = 2;
/** Under this much time left, the recorder shows the countdown to the upload limit. */
export const TIME_LEFT_WARNING_SECONDS = 60;

/** Bytes one second of a take adds to its WAV file: sample rate × channels × 2. */
export function wavBytesPerSecond(sampleRate: number, channels = 1): number {
  return sampleRate * channels * BYTES_PER_SAMPLE;
}

/**
 * The most sample frames a take may hold so that its WAV file (header included) stays within
 * the server's per-file cap; null when the cap is unknown.
 */
export function maxTakeFrames(capBytes: number | undefined, channels = 1): number | null {
  if (capBytes === undefined || !Number.isFinite(capBytes) || capBytes <= 0) return null;
  return Math.max(0, Math.floor((capBytes - WAV_HEADER_BYTES) / (channels * BYTES_PER_SAMPLE)));
}

/** The longest take in seconds within the cap at this sample rate; null when the cap is unknown. */
export function maxTakeSeconds(
  capBytes: number | undefined,
  sampleRate: number,
  channels = 1,
): number | null {
  const frames = maxTakeFrames(capBytes, channels);
  return frames === null || sampleRate <= 0 ? null : frames / sampleRate;
}

/**
 * Whole seconds left before the take reaches the cap, when it is near enough to show
 * (within TIME_LEFT_WARNING_SECONDS); null while far from it or with no cap.
 */
export function timeLeftToShow(elapsedSeconds: number, maxSeconds: number | null): number | null {
  if (maxSeconds === null) return null;
  const left = Math.max(0, Math.floor(maxSeconds - elapsedSeconds));
  return left <= TIME_LEFT_WARNING_SECONDS ? left : null;
}
