import { SHARE_HEATMAP_BUCKETS } from '../../../shared/schemas/share-links.js';

/** A second heard more than this often in one listen counts this much (one byte a second). */
const COUNT_MAX = 255;

/** How far past the song's end a reported span may reach (the player's clock runs ahead). */
export const LISTEN_END_TOLERANCE_SECONDS = 1;

/** The seconds a song of `duration` has: one counter each. */
export const secondsOf = (duration: number) => Math.max(1, Math.ceil(duration));

/** Whether every span is [start, end) with start ≤ end, within the song's length. */
export function spansWithin(ranges: readonly (readonly [number, number])[], duration: number) {
  return ranges.every(
    ([start, end]) => start <= end && end <= duration + LISTEN_END_TOLERANCE_SECONDS,
  );
}

/** What one listen heard: per-second counts and their summary. */
export interface Heard {
  counts: Buffer;
  secondsHeard: number;
  replayedSeconds: number;
}

/**
 * `before`'s counts with the spans added. Ends are rounded, so two spans that meet mid-second
 * (a batch ending at 5.5 s, the next starting there) count that second once, not as a replay.
 */
export function addSpans(
  before: Buffer | null,
  ranges: readonly (readonly [number, number])[],
  duration: number,
): Heard {
  const seconds = secondsOf(duration);
  const counts = Buffer.alloc(seconds);
  if (before) before.copy(counts, 0, 0, Math.min(before.length, seconds));
  for (const [start, end] of ranges) {
    const last = Math.min(Math.round(end), seconds);
    for (let second = Math.round(start); second < last; second += 1) {
      counts[second] = Math.min(COUNT_MAX, counts[second]! + 1);
    }
  }
  let secondsHeard = 0;
  let replayedSeconds = 0;
  for (const count of counts) {
    if (count > 0) secondsHeard += 1;
    if (count > 1) replayedSeconds += 1;
  }
  return { counts, secondsHeard, replayedSeconds };
}

/** The stretch of the heatmap a second falls in. */
const bucketOf = (second: number, seconds: number) =>
  Math.min(SHARE_HEATMAP_BUCKETS - 1, Math.floor((second * SHARE_HEATMAP_BUCKETS) / seconds));

/**
 * What the report adds to the heatmap's counters: per stretch, how many more times this listen
 * heard it (the most any of its seconds was heard, after less before). Summed over listens, a
 * counter is how often its stretch was heard, whatever the number of reports.
 */
export function heatDeltas(
  before: Buffer | null,
  after: Buffer,
): [bucket: number, added: number][] {
  const seconds = after.length;
  const most = (counts: Buffer | null) => {
    const peaks = new Array<number>(SHARE_HEATMAP_BUCKETS).fill(0);
    if (!counts) return peaks;
    for (let second = 0; second < Math.min(counts.length, seconds); second += 1) {
      const bucket = bucketOf(second, seconds);
      peaks[bucket] = Math.max(peaks[bucket]!, counts[second]!);
    }
    return peaks;
  };
  const was = most(before);
  return most(after).flatMap((now, bucket): [number, number][] =>
    now > was[bucket]! ? [[bucket, now - was[bucket]!]] : [],
  );
}

/** The share of the song heard, 0..100 with one decimal. */
export const percentHeard = (secondsHeard: number, duration: number) =>
  Math.min(100, Math.round((secondsHeard / secondsOf(duration)) * 1000) / 10);
