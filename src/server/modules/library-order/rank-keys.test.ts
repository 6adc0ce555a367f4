import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRankKey, keyBetween } from './rank-keys.js';

describe('rank keys', () => {
  it('finds a key between two keys, before the first and after the last', () => {
    expect(keyBetween(null, null)).toBe('5');
    expect(keyBetween('1', '2')).toBe('15');
    expect(keyBetween('1', '9')).toBe('5');
    expect(keyBetween(null, '57')).toBe('2');
    expect(keyBetween('57', null)).toBe('7');
    expect(keyBetween('1', '1001')).toBe('10005');
  });

  it('always finds room: a thousand songs dropped at the same place keep their order', () => {
    const keys = ['5', '6'];
    for (let i = 0; i < 1000; i++) keys.splice(1, 0, keyBetween(keys[0]!, keys[1]!));
    // Each key went in between its neighbours, so the array is in key order as built.
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(keys);
    expect(keys.every(isRankKey)).toBe(true);
    expect(Math.max(...keys.map((key) => key.length))).toBeLessThan(400);
  });

  it('gives a well-formed key strictly between any two well-formed keys', () => {
    const key = fc.stringMatching(/^\d{0,12}[1-9]$/);
    fc.assert(
      fc.property(key, key, (x, y) => {
        fc.pre(x !== y);
        const [low, high] = x < y ? [x, y] : [y, x];
        const between = keyBetween(low, high);
        return low < between && between < high && isRankKey(between);
      }),
      { numRuns: 2000 },
    );
  });

  it('sorts the default "newest first" keys and the migrated keys around hand-placed ones', () => {
    const newest = '57208000000000001';
    const older = '57209000000000001';
    const placedLast = '80000000031';
    expect(newest < keyBetween(newest, older) && keyBetween(newest, older) < older).toBe(true);
    expect(keyBetween(older, placedLast) < placedLast).toBe(true);
  });

  it('refuses bounds in the wrong order', () => {
    expect(() => keyBetween('6', '5')).toThrow();
    expect(() => keyBetween('5', '5')).toThrow();
  });
});
