import { describe, expect, it } from 'vitest';
import { fieldLimitState, insertionIsCut } from './field-limit-rules';

// Issue 25 item 9: a field over its limit says so and how long it may be, never cuts silently.
describe('a field’s length limit', () => {
  it('stays quiet well below the limit and counts from 90 % of it', () => {
    expect(fieldLimitState(0, 200, false)).toBe('quiet');
    expect(fieldLimitState(179, 200, false)).toBe('quiet');
    expect(fieldLimitState(180, 200, false)).toBe('count');
    expect(fieldLimitState(199, 200, false)).toBe('count');
  });

  it('says the field is full at the limit, and that a paste was cut when one was', () => {
    expect(fieldLimitState(200, 200, false)).toBe('full');
    expect(fieldLimitState(200, 200, true)).toBe('cut');
    // Once the person shortens the text the notice gives way to the count.
    expect(fieldLimitState(199, 200, true)).toBe('count');
  });

  it('knows when a paste does not fit, counting the selection it replaces', () => {
    expect(insertionIsCut(0, 0, 5000, 200)).toBe(true);
    expect(insertionIsCut(0, 0, 200, 200)).toBe(false);
    expect(insertionIsCut(150, 0, 51, 200)).toBe(true);
    expect(insertionIsCut(150, 100, 150, 200)).toBe(false);
  });
});
