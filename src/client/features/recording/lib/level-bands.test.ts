import { describe, expect, it } from 'vitest';
import { levelBands } from './level-bands';

describe('levelBands', () => {
  it('averages each band of bins and scales it to 0..1', () => {
    const bins = Uint8Array.from([255, 255, 0, 0, 51, 153, 255, 255, 0, 0]);
    expect(levelBands(bins, 5)).toEqual([1, 0, 0.4, 1, 0]);
  });

  it('gives silence as zeros and full scale as ones', () => {
    expect(levelBands(new Uint8Array(128), 5)).toEqual([0, 0, 0, 0, 0]);
    expect(levelBands(new Uint8Array(128).fill(255), 5)).toEqual([1, 1, 1, 1, 1]);
  });

  it('puts the remainder bins into the last band', () => {
    // 7 bins into 3 bands: [0,1], [2,3], [4,5,6]
    const bins = [0, 0, 0, 0, 255, 255, 0];
    expect(levelBands(bins, 3)).toEqual([0, 0, 2 / 3]);
  });

  it('returns zeros when there are fewer bins than bands', () => {
    expect(levelBands([255], 5)).toEqual([0, 0, 0, 0, 0]);
  });
});
