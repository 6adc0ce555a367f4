import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './calendar-date';

describe('formatCalendarDate', () => {
  it('writes the day in the reader’s language without shifting it by time zone', () => {
    expect(formatCalendarDate('2027-03-05', 'en-GB')).toBe('5 March 2027');
    expect(formatCalendarDate('2027-03-05', 'de', 'medium')).toBe('05.03.2027');
  });

  it('shows a text that is no date as it is', () => {
    expect(formatCalendarDate('soon', 'en')).toBe('soon');
  });
});
