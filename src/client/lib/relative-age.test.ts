import { describe, expect, it } from 'vitest';
import { formatExactTime, formatRelativeAge } from './relative-age';

const now = new Date('2026-11-22T12:00:00.000Z');

describe('a notification’s age', () => {
  it('says "now" under a minute and for a clock slightly ahead', () => {
    expect(formatRelativeAge('2026-11-22T11:59:30.000Z', now, 'en')).toBe('now');
    expect(formatRelativeAge('2026-11-22T12:00:05.000Z', now, 'en')).toBe('now');
  });
  it('uses the largest unit that fits, in the reader’s language', () => {
    expect(formatRelativeAge('2026-11-22T11:55:00.000Z', now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeAge('2026-11-21T11:00:00.000Z', now, 'en')).toBe('yesterday');
    expect(formatRelativeAge('2026-11-22T10:00:00.000Z', now, 'es')).toBe('hace 2 horas');
  });
  it('shows nothing for a date it cannot read', () => {
    expect(formatRelativeAge('not a date', now, 'en')).toBe('');
  });
});

describe('formatExactTime', () => {
  it("says the date and time in the app's short form", () => {
    expect(formatExactTime('2026-01-01T11:58:00.000Z')).toMatch(
      /^\d{2}\/\d{2}\/2026, \d{2}:\d{2}$/,
    );
    expect(formatExactTime('not a date')).toBe('');
  });
});
