import {
  ANALYTICS_TOP_LISTENERS,
  ANALYTICS_TOP_SONGS,
  PLAY_SOURCES,
  type AnalyticsAnswer,
  type AnalyticsListener,
  type AnalyticsQuery,
  type AnalyticsSong,
} from '../../../shared/schemas/analytics.js';
import type {
  AnalyticsPeriod,
  AnalyticsRepository,
  ListenSummaryRow,
  SongPlaysRow,
} from './analytics.repository.js';

/** The zone days are counted in when neither the query nor the person's settings name one. */
export const DEFAULT_ANALYTICS_TIME_ZONE = 'UTC';
/** Songs per page of the songs export: each page is one bounded query, never all rows at once. */
export const EXPORT_SONGS_PAGE = 500;

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Every date from `from` to `to` (YYYY-MM-DD, calendar arithmetic: no zone involved). */
export function datesOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); ; at += 86_400_000) {
    const date = new Date(at).toISOString().slice(0, 10);
    if (date > to) return out;
    out.push(date);
  }
}

/** The per-link lines of a listens summary, most listens first. */
const listenersOf = (rows: ListenSummaryRow[]): AnalyticsListener[] =>
  rows
    .filter((row) => row.linkId !== null && row.day === null)
    .sort((a, b) => b.listens - a.listens || a.linkId!.localeCompare(b.linkId!))
    .map((row) => ({
      shareLinkId: row.linkId!,
      recipientName: row.recipientName ?? '',
      listens: row.listens,
    }));

export const presentSong = (row: SongPlaysRow): AnalyticsSong => ({
  audioId: row.audioId,
  title: row.title,
  plays: row.plays,
  completion: ratio(row.completed, row.reported),
});

/**
 * Analytics of the songs of projects a profile owns (issue 28 item 5). Only the caller's own
 * plays range is read (plays.owner_profile_id, copied at insert), so nobody, a collaborator
 * included, sees figures of songs they do not own: no other access check is needed.
 */
export function analyticsService(deps: {
  repo: AnalyticsRepository;
  /** The time zone in the settings of the profile's account, null when none was chosen. */
  settingsTimeZone: (profileId: string) => Promise<string | null>;
}) {
  const { repo } = deps;
  /** The query's zone, else the person's settings' zone, else UTC (issue 28 item 5). */
  const periodOf = async (profileId: string, query: AnalyticsQuery): Promise<AnalyticsPeriod> => ({
    ownerProfileId: profileId,
    from: query.from,
    to: query.to,
    tz: query.tz ?? (await deps.settingsTimeZone(profileId)) ?? DEFAULT_ANALYTICS_TIME_ZONE,
  });

  return {
    periodOf,

    /** Totals, every day, the top songs, every source and the top share-link listeners. */
    async answer(profileId: string, query: AnalyticsQuery): Promise<AnalyticsAnswer> {
      const period = await periodOf(profileId, query);
      const pieces = await repo.piecesOf(period);
      const [summary, listeners, songs, listens] = await Promise.all([
        repo.playSummary(period, pieces),
        repo.listeners(period, pieces),
        repo.songsPage(period, pieces, null, ANALYTICS_TOP_SONGS),
        repo.listenSummary(period),
      ]);
      const all = summary.find((row) => row.day === null && row.source === null);
      const listensAll = listens.find((row) => row.day === null && row.linkId === null);
      const playsOn = new Map(summary.filter((r) => r.day).map((r) => [r.day, r.plays]));
      const listensOn = new Map(listens.filter((r) => r.day).map((r) => [r.day, r.listens]));
      const bySourceRow = new Map(summary.filter((r) => r.source).map((r) => [r.source, r.plays]));
      const listenCount = listensAll?.listens ?? 0;
      return {
        from: period.from,
        to: period.to,
        tz: period.tz,
        totals: {
          plays: all?.plays ?? 0,
          listens: listenCount,
          listeners,
          completion: ratio(all?.completed ?? 0, all?.reported ?? 0),
          secondsHeard: all?.seconds ?? 0,
        },
        byDay: datesOf(period.from, period.to).map((date) => ({
          date,
          plays: playsOn.get(date) ?? 0,
          listens: listensOn.get(date) ?? 0,
        })),
        bySong: songs.map(presentSong),
        // Share-link listens are the 'shareLink' source: a listen is that page's play.
        bySource: PLAY_SOURCES.map((source) => ({
          source,
          plays: source === 'shareLink' ? listenCount : (bySourceRow.get(source) ?? 0),
        })),
        topListeners: listenersOf(listens).slice(0, ANALYTICS_TOP_LISTENERS),
      };
    },

    /** Every share-link recipient who listened in the period, most listens first. */
    async listeners(period: AnalyticsPeriod): Promise<AnalyticsListener[]> {
      return listenersOf(await repo.listenSummary(period));
    },

    /** Every song with plays in the period, most played first, a page at a time. */
    async *songs(period: AnalyticsPeriod): AsyncGenerator<AnalyticsSong[]> {
      let after: { plays: number; audioId: string } | null = null;
      const pieces = await repo.piecesOf(period);
      for (;;) {
        const rows: SongPlaysRow[] = await repo.songsPage(period, pieces, after, EXPORT_SONGS_PAGE);
        if (rows.length > 0) yield rows.map(presentSong);
        if (rows.length < EXPORT_SONGS_PAGE) return;
        const last = rows.at(-1)!;
        after = { plays: last.plays, audioId: last.audioId };
      }
    },
  };
}
export type AnalyticsService = ReturnType<typeof analyticsService>;
