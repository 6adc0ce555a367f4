import { describe, expect, it } from 'vitest';
import { heardPercent, heardStretches, heatLevel, HEAT_LEVELS } from './heat';

describe('heatLevel', () => {
  it('is 0 for a stretch never heard and the top level for the most heard', () => {
    expect(heatLevel(0, 7)).toBe(0);
    expect(heatLevel(7, 7)).toBe(HEAT_LEVELS - 1);
    expect(heatLevel(0, 0)).toBe(0);
  });

  it('gives a stretch heard once a visible level even when another was heard a hundred times', () => {
    expect(heatLevel(1, 100)).toBe(1);
    expect(heatLevel(50, 100)).toBe(2);
  });
});

describe('heardStretches', () => {
  it('joins neighbouring buckets heard as often and leaves out what was never heard', () => {
    expect(heardStretches([1, 1, 0, 3, 3, 1], 60)).toEqual([
      { from: 0, to: 20, count: 1 },
      { from: 30, to: 50, count: 3 },
      { from: 50, to: 60, count: 1 },
    ]);
  });

  it('has nothing for a song without length or buckets', () => {
    expect(heardStretches([], 60)).toEqual([]);
    expect(heardStretches([1, 2], 0)).toEqual([]);
  });
});

describe('heardPercent', () => {
  it('counts the buckets heard at least once', () => {
    expect(heardPercent([0, 1, 2, 0])).toBe(50);
    expect(heardPercent([])).toBe(0);
  });
});
