/** How often each stretch of a song was heard (the receipts' heatmap), as the page draws it. */

/** The heat levels a bar is coloured with: 0 never heard … HEAT_LEVELS − 1 heard the most. */
export const HEAT_LEVELS = 5;

/** A bucket's level against the most-heard bucket: never heard is 0, the most heard the top. */
export function heatLevel(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.max(1, Math.ceil((count / max) * (HEAT_LEVELS - 1)));
}

export interface HeardStretch {
  /** Seconds into the song. */
  from: number;
  to: number;
  /** Times this stretch was heard. */
  count: number;
}

/**
 * The heatmap as text (its screen-reader alternative): neighbouring buckets heard the same
 * number of times are one stretch; stretches never heard are left out.
 */
export function heardStretches(buckets: readonly number[], duration: number): HeardStretch[] {
  if (buckets.length === 0 || duration <= 0) return [];
  const width = duration / buckets.length;
  const out: HeardStretch[] = [];
  buckets.forEach((count, index) => {
    const last = out[out.length - 1];
    const from = index * width;
    if (last && last.count === count && Math.abs(last.to - from) < 1e-9) last.to = from + width;
    else out.push({ from, to: from + width, count });
  });
  return out
    .filter((stretch) => stretch.count > 0)
    .map((stretch) => ({ ...stretch, to: Math.min(stretch.to, duration) }));
}

/** The share of the song heard at least once, 0..100 (whole buckets). */
export function heardPercent(buckets: readonly number[]): number {
  if (buckets.length === 0) return 0;
  return Math.round((buckets.filter((count) => count > 0).length / buckets.length) * 100);
}
