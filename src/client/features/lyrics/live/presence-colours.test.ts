import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  presenceColourOf,
  PRESENCE_COLOURS,
  PRESENCE_TEXT,
} from './presence-colours';

// The editor's card (zinc-900) and the page behind it (zinc-950).
const BACKGROUNDS = ['#18181b', '#09090b'];

describe('presence colours', () => {
  it('gives one account the same colour every time, from the palette', () => {
    const id = '0d6f1a52-8a7e-4d5e-9a51-2f1c3b4d5e6f';
    expect(presenceColourOf(id)).toBe(presenceColourOf(id));
    expect(PRESENCE_COLOURS).toContain(presenceColourOf(id));
  });

  it('spreads accounts over several colours', () => {
    const ids = Array.from({ length: 40 }, (_, n) => `account-${n}`);
    expect(new Set(ids.map(presenceColourOf)).size).toBeGreaterThan(4);
  });

  it('draws carets and name tags with at least 4.5:1 contrast', () => {
    for (const colour of PRESENCE_COLOURS) {
      for (const background of BACKGROUNDS) {
        expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrastRatio(colour, PRESENCE_TEXT)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
