import {
  ANALYTICS_RANGE_MAX_DAYS,
  calendarDateSchema,
  daysInRange,
  type AnalyticsExportView,
  type AnalyticsQuery,
} from '../../../../shared/schemas/analytics';

/** A period the page offers: the last 7, 30 or 90 days (today included), or chosen dates. */
export type AnalyticsPeriod =
  { kind: 'last'; days: number } | { kind: 'custom'; from: string; to: string };

/** Why chosen dates cannot be asked for, as a key of the page's `period.errors`. */
export type PeriodProblem = 'fromInvalid' | 'toInvalid' | 'reversed' | 'tooLong';

/** The calendar date (YYYY-MM-DD) `now` falls on in `timeZone`. */
export function dateIn(timeZone: string, now: Date): string {
  // en-CA writes dates as YYYY-MM-DD; the parts keep it safe from any other habit.
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `date` moved by `days` (negative: earlier), on the calendar. */
export function addDays(date: string, days: number): string {
  const moved = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
  return moved.toISOString().slice(0, 10);
}

/** What is wrong with chosen dates, or null when they make a period the server takes. */
export function periodProblem(from: string, to: string): PeriodProblem | null {
  if (!calendarDateSchema.safeParse(from).success) return 'fromInvalid';
  if (!calendarDateSchema.safeParse(to).success) return 'toInvalid';
  if (from > to) return 'reversed';
  if (daysInRange(from, to) > ANALYTICS_RANGE_MAX_DAYS) return 'tooLong';
  return null;
}

/**
 * The query of a period as of `now` in `timeZone`: the last N days end today in the person's
 * zone (a day starts at their midnight, not the server's). Null for chosen dates that do not
 * make a period (the page says why instead of asking).
 */
export function periodQuery(
  period: AnalyticsPeriod,
  timeZone: string,
  now: Date,
): Required<AnalyticsQuery> | null {
  if (period.kind === 'custom') {
    return periodProblem(period.from, period.to) === null
      ? { from: period.from, to: period.to, tz: timeZone }
      : null;
  }
  const to = dateIn(timeZone, now);
  return { from: addDays(to, 1 - period.days), to, tz: timeZone };
}

/** `?from=&to=&tz=` of a query, for GET /api/analytics and its export. */
export function querySearch(query: Required<AnalyticsQuery>): string {
  return new URLSearchParams({ from: query.from, to: query.to, tz: query.tz }).toString();
}

/** GET /api/analytics/export?view=…: the CSV of one view, downloaded as a file. */
export function exportUrl(view: AnalyticsExportView, query: Required<AnalyticsQuery>): string {
  return `/api/analytics/export?view=${view}&${querySearch(query)}`;
}
