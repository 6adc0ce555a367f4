import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema } from '../../../../shared/schemas/analytics';
import {
  addDays,
  dateIn,
  exportUrl,
  periodProblem,
  periodQuery,
  querySearch,
} from './analytics-period';
import { browserTimeZone } from '../../../lib/time-zones';

// 23:30 on 31 December 2025 in New York is already 1 January 2026 in UTC and in Tokyo.
const NEW_YEARS_EVE_NY = new Date('2026-01-01T04:30:00Z');

describe('dateIn', () => {
  it('gives the day in the person’s time zone, not the machine’s', () => {
    expect(dateIn('America/New_York', NEW_YEARS_EVE_NY)).toBe('2025-12-31');
    expect(dateIn('UTC', NEW_YEARS_EVE_NY)).toBe('2026-01-01');
    expect(dateIn('Asia/Tokyo', NEW_YEARS_EVE_NY)).toBe('2026-01-01');
  });
});

describe('addDays', () => {
  it('moves on the calendar across months, years and leap days', () => {
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -90)).toBe('2025-12-01');
  });
});

describe('periodQuery', () => {
  it('ends the last N days today in the person’s zone, today counted', () => {
    expect(periodQuery({ kind: 'last', days: 7 }, 'America/New_York', NEW_YEARS_EVE_NY)).toEqual({
      from: '2025-12-25',
      to: '2025-12-31',
      tz: 'America/New_York',
    });
    expect(periodQuery({ kind: 'last', days: 30 }, 'Asia/Tokyo', NEW_YEARS_EVE_NY)).toEqual({
      from: '2025-12-03',
      to: '2026-01-01',
      tz: 'Asia/Tokyo',
    });
  });

  it('makes queries the route’s own schema accepts, for every offered period', () => {
    for (const days of [7, 30, 90]) {
      const query = periodQuery({ kind: 'last', days }, 'Europe/Lisbon', NEW_YEARS_EVE_NY);
      expect(analyticsQuerySchema.safeParse(query).success).toBe(true);
    }
  });

  it('asks for chosen dates as they are, and for nothing when they make no period', () => {
    const custom = { kind: 'custom', from: '2025-03-01', to: '2025-03-31' } as const;
    expect(periodQuery(custom, 'UTC', NEW_YEARS_EVE_NY)).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
      tz: 'UTC',
    });
    expect(periodQuery({ ...custom, from: '2025-04-01' }, 'UTC', NEW_YEARS_EVE_NY)).toBeNull();
  });
});

describe('periodProblem', () => {
  it('accepts a period of up to 366 days, both ends counted', () => {
    expect(periodProblem('2024-01-01', '2024-12-31')).toBeNull();
    expect(periodProblem('2025-05-05', '2025-05-05')).toBeNull();
    expect(periodProblem('2024-01-01', '2025-01-01')).toBe('tooLong');
  });

  it('refuses a start after the end', () => {
    expect(periodProblem('2025-05-06', '2025-05-05')).toBe('reversed');
  });

  it('refuses dates that are missing or do not exist', () => {
    expect(periodProblem('', '2025-05-05')).toBe('fromInvalid');
    expect(periodProblem('2025-02-30', '2025-05-05')).toBe('fromInvalid');
    expect(periodProblem('2025-05-05', '2025-13-01')).toBe('toInvalid');
  });

  it('agrees with the route’s schema on every case', () => {
    const cases: [string, string][] = [
      ['2024-01-01', '2024-12-31'],
      ['2024-01-01', '2025-01-01'],
      ['2025-05-06', '2025-05-05'],
      ['2025-02-30', '2025-05-05'],
    ];
    for (const [from, to] of cases) {
      const accepted = analyticsQuerySchema.safeParse({ from, to, tz: 'UTC' }).success;
      expect(periodProblem(from, to) === null).toBe(accepted);
    }
  });
});

describe('the time zone and the addresses', () => {
  it('sends a zone the route knows', () => {
    expect(
      analyticsQuerySchema.safeParse({
        from: '2025-01-01',
        to: '2025-01-02',
        tz: browserTimeZone(),
      }).success,
    ).toBe(true);
  });

  it('puts the period and zone in the query and export addresses', () => {
    const query = { from: '2025-01-01', to: '2025-01-31', tz: 'America/Sao_Paulo' };
    expect(querySearch(query)).toBe('from=2025-01-01&to=2025-01-31&tz=America%2FSao_Paulo');
    expect(exportUrl('songs', query)).toBe(
      '/api/analytics/export?view=songs&from=2025-01-01&to=2025-01-31&tz=America%2FSao_Paulo',
    );
  });
});
