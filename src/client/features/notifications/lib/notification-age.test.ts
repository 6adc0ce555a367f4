import { describe, expect, it } from 'vitest';
import { formatNotificationAge } from './notification-age';

const now = new Date('2026-11-22T12:00:00.000Z');

describe('a notification’s age', () => {
  it('says "now" under a minute and for a clock slightly ahead', () => {
    expect(formatNotificationAge('2026-11-22T11:59:30.000Z', now, 'en')).toBe('now');
    expect(formatNotificationAge('2026-11-22T12:00:05.000Z', now, 'en')).toBe('now');
  });
  it('uses the largest unit that fits, in the reader’s language', () => {
    expect(formatNotificationAge('2026-11-22T11:55:00.000Z', now, 'en')).toBe('5 minutes ago');
    expect(formatNotificationAge('2026-11-21T11:00:00.000Z', now, 'en')).toBe('yesterday');
    expect(formatNotificationAge('2026-11-22T10:00:00.000Z', now, 'es')).toBe('hace 2 horas');
  });
  it('shows nothing for a date it cannot read', () => {
    expect(formatNotificationAge('not a date', now, 'en')).toBe('');
  });
});
