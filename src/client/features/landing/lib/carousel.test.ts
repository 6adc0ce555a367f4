import { describe, expect, it } from 'vitest';
import { nextIndex, previousIndex } from './carousel';

describe('carousel index arithmetic', () => {
  it('moves forward and wraps from the last slide to the first', () => {
    expect(nextIndex(0, 5)).toBe(1);
    expect(nextIndex(3, 5)).toBe(4);
    expect(nextIndex(4, 5)).toBe(0);
  });

  it('moves back and wraps from the first slide to the last', () => {
    expect(previousIndex(2, 5)).toBe(1);
    expect(previousIndex(0, 5)).toBe(4);
  });

  it('stays at 0 when there is nothing to show', () => {
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
  });
});
