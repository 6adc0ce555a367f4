import { describe, expect, it } from 'vitest';
import { tabIndexForKey } from './tabs';

describe('tabIndexForKey (WAI-ARIA tabs)', () => {
  it('wraps the arrows and jumps with Home and End', () => {
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexForKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexForKey('ArrowLeft', 2, 3)).toBe(1);
    expect(tabIndexForKey('Home', 2, 3)).toBe(0);
    expect(tabIndexForKey('End', 0, 3)).toBe(2);
  });

  it('ignores every other key', () => {
    expect(tabIndexForKey('Enter', 1, 3)).toBeNull();
    expect(tabIndexForKey('ArrowDown', 1, 3)).toBeNull();
  });
});
