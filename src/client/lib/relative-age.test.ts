import { describe, expect, it } from 'vitest';
import { formatExactTime, formatRelativeAge } from './relative-age';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeAge', () => {
  it('says "now" for the last minute', () => {
    expect(formatRelativeAge(ago(20_000), now, 'en')).toBe('now');
  });
  it('picks the largest unit that fits', () => {
    expect(formatRelativeAge(ago(5 * MINUTE), now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeAge(ago(3 * HOUR + 10 * MINUTE), now, 'en')).toBe('3 hours ago');
    expect(formatRelativeAge(ago(DAY + HOUR), now, 'en')).toBe('yesterday');
    expect(formatRelativeAge(ago(3 * DAY), now, 'en')).toBe('3 days ago');
    expect(formatRelativeAge(ago(15 * DAY), now, 'en')).toBe('2 weeks ago');
    expect(formatRelativeAge(ago(65 * DAY), now, 'en')).toBe('2 months ago');
    expect(formatRelativeAge(ago(800 * DAY), now, 'en')).toBe('2 years ago');
  });
  it('speaks the interface language', () => {
    expect(formatRelativeAge(ago(3 * DAY), now, 'es')).toBe('hace 3 días');
    expect(formatRelativeAge(ago(3 * DAY), now, 'de')).toBe('vor 3 Tagen');
  });
  it('treats a date slightly in the future as now, and a bad date as empty', () => {
    expect(formatRelativeAge(new Date(now.getTime() + 5_000), now, 'en')).toBe('now');
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
