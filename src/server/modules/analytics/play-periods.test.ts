import { describe, expect, it } from 'vitest';
import { BLOCK_DAYS, blocksOf, coverOf, eachBlock, hoursOf, piecesOf } from './play-periods.js';

const daysOf = (runs: ReturnType<typeof blocksOf>) =>
  runs.flatMap((run) =>
    Array.from(
      { length: (run.toBlock - run.fromBlock) * run.days },
      (_, i) => run.fromBlock * run.days + i,
    ),
  );

describe('a period in blocks of days', () => {
  it('covers every day once, in order, with aligned blocks, at most 6 of a size', () => {
    for (const [from, to] of [
      [20_000, 20_001],
      [20_697, 20_786],
      [20_421, 20_787],
      [0, 256],
      [13, 500],
    ] as const) {
      const runs = blocksOf(from, to);
      expect(daysOf(runs)).toEqual(Array.from({ length: to - from }, (_, i) => from + i));
      for (const size of BLOCK_DAYS) {
        const count = runs
          .filter((run) => run.days === size)
          .reduce((sum, run) => sum + run.toBlock - run.fromBlock, 0);
        expect(count).toBeLessThanOrEqual(6);
      }
    }
    expect(blocksOf(256, 512)).toEqual([{ days: 256, fromBlock: 1, toBlock: 2 }]);
  });

  it('reads partial UTC days at the edges raw, and a period inside one day all raw', () => {
    const day = 86_400;
    // Berlin in summer: 22:00 UTC the day before to 22:00 UTC on the last day.
    expect(piecesOf(100 * day - 7_200, 103 * day - 7_200)).toEqual({
      days: { from: 100, to: 102 },
      blocks: [{ days: 1, fromBlock: 100, toBlock: 102 }],
      raw: [
        { from: 100 * day - 7_200, to: 100 * day },
        { from: 102 * day, to: 103 * day - 7_200 },
      ],
      cover: { days: 4, fromBlock: 24, toBlock: 26 },
    });
    expect(piecesOf(100 * day + 1_800, 101 * day + 1_800)).toEqual({
      days: null,
      blocks: [],
      raw: [{ from: 100 * day + 1_800, to: 101 * day + 1_800 }],
      cover: { days: 1, fromBlock: 100, toBlock: 102 },
    });
    expect(piecesOf(100 * day, 104 * day).raw).toEqual([]);
  });

  it('covers a period with the fewest blocks of one size, at most three', () => {
    expect(coverOf(100, 102)).toEqual({ days: 1, fromBlock: 100, toBlock: 102 });
    expect(coverOf(99, 107)).toEqual({ days: 4, fromBlock: 24, toBlock: 27 });
    expect(coverOf(20_420, 20_787)).toEqual({ days: 256, fromBlock: 79, toBlock: 82 });
    expect(coverOf(20_696, 20_787)).toEqual({ days: 64, fromBlock: 323, toBlock: 325 });
    expect(eachBlock([{ days: 4, fromBlock: 5, toBlock: 7 }])).toEqual([
      { days: 4, block: 5 },
      { days: 4, block: 6 },
    ]);
  });
});

describe('the edges of a period in hours', () => {
  it('splits each range into its whole UTC hours and the partial hours around them', () => {
    const h = 3_600;
    // Kolkata's midnight (18:30 UTC) to the end of the UTC day; a whole-hour edge; a range
    // inside one hour.
    expect(hoursOf([{ from: 18 * h + 1_800, to: 24 * h }])).toEqual({
      hours: [{ from: 19 * h, to: 24 * h }],
      raw: [{ from: 18 * h + 1_800, to: 19 * h }],
    });
    expect(hoursOf([{ from: 24 * h, to: 39 * h }])).toEqual({
      hours: [{ from: 24 * h, to: 39 * h }],
      raw: [],
    });
    expect(hoursOf([{ from: 5 * h + 10, to: 5 * h + 900 }])).toEqual({
      hours: [],
      raw: [{ from: 5 * h + 10, to: 5 * h + 900 }],
    });
    expect(hoursOf([{ from: 5 * h + 10, to: 7 * h + 900 }])).toEqual({
      hours: [{ from: 6 * h, to: 7 * h }],
      raw: [
        { from: 5 * h + 10, to: 6 * h },
        { from: 7 * h, to: 7 * h + 900 },
      ],
    });
  });
});
