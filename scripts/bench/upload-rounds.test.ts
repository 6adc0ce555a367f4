import { describe, expect, it } from 'vitest';
import { median, roundFigures, type UploadRound } from './upload-rounds.js';

const MB = 1024 * 1024;

function round(copySeconds: number, seconds: number, rssGrowth = 0): UploadRound<null> {
  return {
    copySeconds,
    durableCopySeconds: copySeconds * 1.2,
    seconds,
    bareSeconds: seconds,
    rssGrowth,
    rssBefore: 100 * MB,
    hwmReset: true,
    result: null,
  };
}

describe('median', () => {
  it('is the middle figure of an odd count and the mean of the middle two of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });
});

describe('roundFigures', () => {
  it("reads each upload against its own round's copy, not against the median copy", () => {
    // Round 2 ran while the disk was slow: its copy took four times as long, its upload 2.5×.
    const figures = roundFigures([round(0.4, 0.8), round(1.6, 2), round(0.5, 1.25)], 200 * MB);
    expect(figures.eachShare).toBe('50.0, 80.0, 40.0 %');
    expect(figures.share).toBeCloseTo(0.5);
    // The median upload (160 MB/s) over the median copy (400 MB/s) would read 40 %.
    expect(figures.rate).toBeCloseTo(160);
    expect(figures.copyRate).toBeCloseTo(400);
  });

  it('reports the round whose upload grew the server the most', () => {
    const figures = roundFigures(
      [round(1, 2, 10 * MB), round(1, 2, 30 * MB), round(1, 2, 20 * MB)],
      200 * MB,
    );
    expect(figures.largestGrowth.rssGrowth).toBe(30 * MB);
  });
});
