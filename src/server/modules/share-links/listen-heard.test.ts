import { describe, expect, it } from 'vitest';
import { SHARE_HEATMAP_BUCKETS } from '../../../shared/schemas/share-links.js';
import { addSpans, heatDeltas, percentHeard, spansWithin } from './listen-heard.js';

describe('what a listen heard', () => {
  it('counts seconds once across spans that meet mid-second, and a replay twice', () => {
    const first = addSpans(null, [[0, 5.5]], 10);
    const second = addSpans(
      first.counts,
      [
        [5.5, 10],
        [2, 4],
      ],
      10,
    );
    expect(second.secondsHeard).toBe(10);
    expect(second.replayedSeconds).toBe(2);
    expect(percentHeard(second.secondsHeard, 10)).toBe(100);
    expect(percentHeard(3, 7)).toBe(42.9);
  });

  it('refuses spans past the song (beyond a second of clock drift) or backwards', () => {
    expect(spansWithin([[0, 10.9]], 10)).toBe(true);
    expect(spansWithin([[0, 11.5]], 10)).toBe(false);
    expect(spansWithin([[5, 4]], 10)).toBe(false);
  });

  it('adds to a stretch of the heatmap only what the listen heard more of it', () => {
    const seconds = 200;
    const before = addSpans(null, [[0, 10]], seconds);
    const after = addSpans(
      before.counts,
      [
        [4, 6],
        [100, 102],
      ],
      seconds,
    );
    const deltas = new Map(heatDeltas(before.counts, after.counts));
    // Seconds 4–5 heard twice now: their stretch (2 s each of 100) gains one hearing.
    expect(deltas.get(2)).toBe(1);
    expect(deltas.get(50)).toBe(1);
    expect(deltas.has(0)).toBe(false);
    expect(Math.max(...deltas.keys())).toBeLessThan(SHARE_HEATMAP_BUCKETS);
  });
});
