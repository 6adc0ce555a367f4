import { describe, expect, it } from 'vitest';
import { scrollEdges } from './scroll-edges';

describe('which way a tab strip can scroll', () => {
  it('at the start only onwards, in the middle both ways, at the end only back', () => {
    expect(scrollEdges(0, 360, 700)).toEqual({ back: false, forward: true });
    expect(scrollEdges(200, 360, 700)).toEqual({ back: true, forward: true });
    expect(scrollEdges(340, 360, 700)).toEqual({ back: true, forward: false });
  });

  it('a strip that fits does not scroll; a pixel of rounding does not count', () => {
    expect(scrollEdges(0, 360, 360)).toEqual({ back: false, forward: false });
    expect(scrollEdges(0.5, 360, 361)).toEqual({ back: false, forward: false });
  });

  it('a right-to-left strip (negative offsets) reads the same', () => {
    expect(scrollEdges(-200, 360, 700)).toEqual({ back: true, forward: true });
  });
});
