import { describe, expect, it } from 'vitest';
import { TESTIMONIALS_PER_PAGE } from '../../../../shared/constants';
import { nextIndex, pageCount, pageItems, previousIndex } from './carousel';

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

  it('counts testimonial pages at 3 per page, rounding up', () => {
    expect(TESTIMONIALS_PER_PAGE).toBe(3);
    expect(pageCount(6, TESTIMONIALS_PER_PAGE)).toBe(2);
    expect(pageCount(7, TESTIMONIALS_PER_PAGE)).toBe(3);
    expect(pageCount(3, TESTIMONIALS_PER_PAGE)).toBe(1);
    expect(pageCount(0, TESTIMONIALS_PER_PAGE)).toBe(1);
  });

  it('slices the items of one page', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(pageItems(items, 0, 3)).toEqual(['a', 'b', 'c']);
    expect(pageItems(items, 1, 3)).toEqual(['d', 'e', 'f']);
    expect(pageItems(items, 2, 3)).toEqual(['g']);
  });
});
