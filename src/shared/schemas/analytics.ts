import { z } from 'zod';
import { isKnownTimeZone, timeZoneSchemaWith } from './time-zone';

/*
 * Analytics (issue 28 item 5): what listeners did with the songs of projects a profile owns.
 * Plays follow the player's rule (past 30 s, or to the end; one per listener and song in 30 s);
 * listens are share-link listens (decision 029). Days are the person's days: `tz` is an IANA
 * zone, by default the zone of their settings, else UTC.
 */

/** Where a play came from: decided by the server from the route it came in on, never the client. */
export const PLAY_SOURCES = [
  'own',
  'collaborator',
  'publicPlaylist',
  'shareLink',
  'releasePage',
  'artistPage',
] as const;
export type PlaySource = (typeof PLAY_SOURCES)[number];

/** The longest period one request may cover. */
export const ANALYTICS_RANGE_MAX_DAYS = 366;
/** Songs in `bySong` (the CSV export has every song). */
export const ANALYTICS_TOP_SONGS = 50;
/** Share-link recipients in `topListeners`. */
export const ANALYTICS_TOP_LISTENERS = 10;
/** The periods the page offers besides a custom one. */
export const ANALYTICS_PERIOD_DAYS = [7, 30, 90] as const;

export const ANALYTICS_DATE_INVALID = 'Give dates as YYYY-MM-DD';
export const ANALYTICS_RANGE_REVERSED = 'The start date must not be after the end date';
export const ANALYTICS_RANGE_TOO_LONG = `A period covers ${ANALYTICS_RANGE_MAX_DAYS} days at most`;
export const ANALYTICS_TIME_ZONE_INVALID = 'Unknown time zone';
export const ANALYTICS_VIEW_INVALID = 'Choose days, songs, sources or listeners';
export const PLAY_REPORT_INVALID = 'Seconds heard must be a number of seconds within the song';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date (YYYY-MM-DD) that exists; capped before the pattern runs. */
export const calendarDateSchema = z
  .string()
  .max(10, { message: ANALYTICS_DATE_INVALID, abort: true })
  .regex(DATE_PATTERN, ANALYTICS_DATE_INVALID)
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, ANALYTICS_DATE_INVALID);

export { isKnownTimeZone };
export const timeZoneSchema = timeZoneSchemaWith(ANALYTICS_TIME_ZONE_INVALID);

/** Days from `from` to `to`, both counted. */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** `?from=&to=&tz=` of GET /api/analytics (and its export). */
export const analyticsQuerySchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    tz: timeZoneSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from > query.to) {
      ctx.addIssue({ code: 'custom', message: ANALYTICS_RANGE_REVERSED, path: ['from'] });
    } else if (daysInRange(query.from, query.to) > ANALYTICS_RANGE_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', message: ANALYTICS_RANGE_TOO_LONG, path: ['to'] });
    }
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** The tables the CSV export streams: one per view of the page. */
export const ANALYTICS_EXPORT_VIEWS = ['days', 'songs', 'sources', 'listeners'] as const;
export type AnalyticsExportView = (typeof ANALYTICS_EXPORT_VIEWS)[number];
/** GET /api/analytics/export?view=&from=&to=&tz= → text/csv, streamed. */
export const analyticsExportQuerySchema = z.object({
  view: z.enum(ANALYTICS_EXPORT_VIEWS, { error: ANALYTICS_VIEW_INVALID }),
});

/** POST /api/audio/{id}/plays (and the public pages' play routes): what the player heard. */
export const playReportSchema = z
  .object({
    /** Seconds of the song heard in this play (seeking back counts once per second heard). */
    seconds: z
      .number({ error: PLAY_REPORT_INVALID })
      .min(0, PLAY_REPORT_INVALID)
      .max(86_400, PLAY_REPORT_INVALID)
      .optional(),
    /** The song played to its end. */
    completed: z.boolean({ error: PLAY_REPORT_INVALID }).optional(),
  })
  .strict();
export type PlayReport = z.infer<typeof playReportSchema>;

export interface AnalyticsTotals {
  plays: number;
  /** Share-link listens (receipts) in the period. */
  listens: number;
  /** Distinct signed-in listeners of the plays (share-link recipients not counted). */
  listeners: number;
  /** Share of plays that reached the end, 0–1; null when no play reported it. */
  completion: number | null;
  /** Seconds heard over all plays that reported them. */
  secondsHeard: number;
}

export interface AnalyticsDay {
  /** YYYY-MM-DD in the answer's time zone; every day of the period, zeros included. */
  date: string;
  plays: number;
  listens: number;
}

export interface AnalyticsSong {
  audioId: string;
  title: string;
  plays: number;
  /** Share of this song's plays that reached the end, 0–1; null when none reported it. */
  completion: number | null;
}

export interface AnalyticsSourceCount {
  source: PlaySource;
  plays: number;
}

export interface AnalyticsListener {
  shareLinkId: string;
  recipientName: string;
  listens: number;
}

/** GET /api/analytics → */
export interface AnalyticsAnswer {
  from: string;
  to: string;
  tz: string;
  totals: AnalyticsTotals;
  byDay: AnalyticsDay[];
  /** The top ANALYTICS_TOP_SONGS songs by plays. */
  bySong: AnalyticsSong[];
  /** Every source, zeros included, in PLAY_SOURCES order. */
  bySource: AnalyticsSourceCount[];
  /** The top ANALYTICS_TOP_LISTENERS share-link recipients by listens. */
  topListeners: AnalyticsListener[];
}
