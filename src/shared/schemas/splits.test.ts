import { describe, expect, it } from 'vitest';
import {
  basisPointsToPercent,
  createSplitSchema,
  INVALID_PERCENTAGE,
  percentToBasisPoints,
  splitsOverMessage,
  splitTotalsStatus,
  updateSplitSchema,
} from './splits';

describe('percentToBasisPoints', () => {
  it('converts percentages with up to 2 decimals exactly', () => {
    expect(percentToBasisPoints(100)).toBe(10_000);
    expect(percentToBasisPoints(33.33)).toBe(3333);
    expect(percentToBasisPoints(0.01)).toBe(1);
    expect(percentToBasisPoints(60.5)).toBe(6050);
    // 0.29 * 100 is 28.999999999999996 in floating point: the text route keeps it exact.
    expect(percentToBasisPoints(0.29)).toBe(29);
    expect(percentToBasisPoints(1.15)).toBe(115);
  });

  it('rejects more than 2 decimals, negatives and non-numbers', () => {
    for (const bad of [33.333, 0.001, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e-7]) {
      expect(() => percentToBasisPoints(bad)).toThrow(RangeError);
    }
  });

  it('round-trips through basisPointsToPercent', () => {
    for (let bp = 0; bp <= 10_000; bp += 7) {
      expect(percentToBasisPoints(basisPointsToPercent(bp))).toBe(bp);
    }
  });
});

describe('splitTotalsStatus', () => {
  it('is ready at exactly 100 %', () => {
    expect(splitTotalsStatus([{ percentage: 60 }, { percentage: 40 }])).toEqual({
      allocated: 100,
      unallocated: 0,
      ready: true,
      message: 'Ready for distribution',
    });
    // Floating point sums 33.33 + 33.33 + 33.34 to 99.99999999999999; basis points do not.
    expect(
      splitTotalsStatus([{ percentage: 33.33 }, { percentage: 33.33 }, { percentage: 33.34 }])
        .ready,
    ).toBe(true);
  });

  it('says what is missing or over', () => {
    expect(splitTotalsStatus([{ percentage: 60 }, { percentage: 20.5 }])).toEqual({
      allocated: 80.5,
      unallocated: 19.5,
      ready: false,
      message: 'Splits total 80.5% - Need 19.5%',
    });
    expect(splitTotalsStatus([])).toMatchObject({
      allocated: 0,
      message: 'Splits total 0% - Need 100%',
    });
    expect(splitTotalsStatus([{ percentage: 99.99 }]).ready).toBe(false);
    expect(splitTotalsStatus([{ percentage: 70 }, { percentage: 40.25 }])).toEqual({
      allocated: 110.25,
      unallocated: 0,
      ready: false,
      message: 'Splits total 110.25% - Over 10.25%',
    });
  });

  it('formats the server refusal the same way', () => {
    expect(splitsOverMessage(10_001)).toBe('Splits total 100.01% - Over 0.01%');
    expect(splitsOverMessage(12_000)).toBe('Splits total 120% - Over 20%');
  });
});

describe('split schemas', () => {
  const valid = { name: 'Ada', percentage: 50, splitType: 'master' };

  it('accepts a percentage in (0, 100] with steps of 0.01, also as text', () => {
    expect(createSplitSchema.parse(valid)).toMatchObject({ percentage: 50, email: null });
    expect(createSplitSchema.parse({ ...valid, percentage: '12.5' }).percentage).toBe(12.5);
    expect(createSplitSchema.parse({ ...valid, percentage: 0.01 }).percentage).toBe(0.01);
    expect(createSplitSchema.parse({ ...valid, percentage: 100 }).percentage).toBe(100);
  });

  it('refuses other percentages with the spec message', () => {
    for (const percentage of [0, -5, 100.01, 12.345, 'abc', '', null, '1e2']) {
      const result = createSplitSchema.safeParse({ ...valid, percentage });
      expect(result.success, String(percentage)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(INVALID_PERCENTAGE);
    }
  });

  it('needs a name, a known type and a valid email when given', () => {
    expect(createSplitSchema.safeParse({ ...valid, name: ' ' }).success).toBe(false);
    expect(createSplitSchema.safeParse({ ...valid, splitType: 'sync' }).success).toBe(false);
    expect(createSplitSchema.safeParse({ ...valid, email: 'nope' }).success).toBe(false);
    expect(updateSplitSchema.safeParse({}).success).toBe(false);
  });
});
