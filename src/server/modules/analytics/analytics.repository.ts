import { sql, type SQL } from 'drizzle-orm';
import type { PlaySource } from '../../../shared/schemas/analytics.js';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  audioFiles,
  plays,
  playsDailyListeners,
  playsDailySources,
  playsHourlySources,
  playsHourlyTotals,
  playsSongBlocks,
  shareLinks,
  shareListens,
} from '../../db/schema/index.js';
import {
  end,
  instant,
  MAX_CANDIDATES,
  rawPlays,
  songsAfter,
  songSums,
  start,
  zoneDays,
  type AnalyticsPeriod,
} from './analytics-period.sql.js';
import { eachBlock, hoursOf, piecesOf, type PeriodPieces } from './play-periods.js';

export type { AnalyticsPeriod } from './analytics-period.sql.js';

/** One line of the plays' summary: a day, a source, or (both null) the whole period. */
export interface PlaySummaryRow {
  day: string | null;
  source: PlaySource | null;
  plays: number;
  completed: number;
  reported: number;
  seconds: number;
}

export interface SongPlaysRow {
  audioId: string;
  title: string;
  plays: number;
  completed: number;
  reported: number;
}

/** One line of the share-link listens' summary: a day, a link, or (both null) the whole period. */
export interface ListenSummaryRow {
  day: string | null;
  linkId: string | null;
  recipientName: string | null;
  listens: number;
}

/** SQL for an owner's analytics: plays and share-link listens of their songs over a period. */
export function analyticsRepository(db: Database) {
  /**
   * The only songs that can be among a period's `limit` most played, when at most
   * MAX_CANDIDATES; null when more (then every song is read). The cover (the few blocks of one
   * size around the period) bounds a song's plays in the period from above, so a song playing
   * `t` times or more in it has a cover row of at least `t` / the cover's blocks. `t` is found
   * first: the `limit` songs with the most played cover rows (read by plays from
   * plays_song_blocks_by_plays_idx, never every song) get their whole days' plays counted, and
   * the least of these is reached by `limit` songs (a song's exact plays are at least its whole
   * days'), so a song below it cannot be on the page. The candidates are then the cover rows
   * of at least its share, again read by plays. Exact whatever the plays; fast when a few songs
   * are played far more than the rest (as listening goes). When they are not, every song is
   * read as before, and the reads here are the cost.
   */
  const topCandidates = async (
    p: AnalyticsPeriod,
    pieces: PeriodPieces,
    limit: number,
  ): Promise<string[] | null> => {
    const b = playsSongBlocks;
    const coverBlocks = eachBlock([pieces.cover]);
    // The whole days' plays only, without the raw edges: still reached by `limit` songs (a
    // song's exact plays are at least those), which is all the threshold needs.
    const wholeDays = { ...pieces, raw: [] };
    const byPlays = (rest: SQL) =>
      sql.join(
        coverBlocks.map(
          (key) => sql`(select ${b.audioFileId} as audio_id, ${b.plays} as plays from ${b}
            where ${b.ownerProfileId} = ${p.ownerProfileId} and ${b.days} = ${key.days}
              and ${b.block} = ${key.block} ${rest})`,
        ),
        sql` union all `,
      );
    const rows = rowsOf<{ audioId: string }>(
      await db.execute(sql`
        with highest as (
          select audio_id from (${byPlays(sql`order by ${b.plays} desc limit ${limit}`)}) top
          group by audio_id order by max(plays) desc, audio_id limit ${limit}
        ), reached as (
          select case when count(*) < ${limit} then 0
            else ceil(min(plays)::numeric / ${coverBlocks.length})::int end as share
          from (${songSums(p, wholeDays, sql`select audio_id from highest`)}) exact
        )
        select distinct audio_id as "audioId" from (
          ${byPlays(sql`and ${b.plays} >= (select share from reached)`)}
        ) candidates
        limit ${MAX_CANDIDATES + 1}`),
    );
    return rows.length > MAX_CANDIDATES ? null : rows.map((row) => row.audioId);
  };

  return {
    /** The period's pieces: whole UTC days, hours and the raw rest (see play-periods.ts). */
    async piecesOf(p: AnalyticsPeriod): Promise<PeriodPieces> {
      const [row] = rowsOf<{ start: number; end: number }>(
        await db.execute(sql`select extract(epoch from ${start(p)})::float8 as start,
          extract(epoch from ${end(p)})::float8 as end`),
      );
      return piecesOf(Number(row!.start), Number(row!.end));
    },

    /**
     * Plays per day (the hours of all sources for the whole UTC hours of each of the person's
     * days, zoneDays; the raw plays for partial hours), and per source and in all (days per
     * source for the period's whole UTC days, hours per source and raw plays for its edges).
     */
    async playSummary(p: AnalyticsPeriod, pieces: PeriodPieces): Promise<PlaySummaryRow[]> {
      const h = playsHourlyTotals;
      const s = playsHourlySources;
      const ds = playsDailySources;
      const partialHours = sql`select d.day, 1 as plays from d join ${plays}
        on ${plays.ownerProfileId} = ${p.ownerProfileId}`;
      const edges = hoursOf(pieces.raw);
      const counts = sql`source, plays, completed, reported, seconds`;
      const sourceParts = [
        ...(pieces.days
          ? [
              sql`select ${counts} from ${ds} where ${ds.ownerProfileId} = ${p.ownerProfileId}
                and ${ds.day} >= date '1970-01-01' + ${pieces.days.from}::int
                and ${ds.day} < date '1970-01-01' + ${pieces.days.to}::int`,
            ]
          : []),
        ...edges.hours.map(
          (range) => sql`select ${counts} from ${s} where ${s.ownerProfileId} = ${p.ownerProfileId}
            and ${s.hour} >= ${instant(range.from)} and ${s.hour} < ${instant(range.to)}`,
        ),
        rawPlays(
          p,
          edges.raw,
          sql`${plays.source} as source, 1 as plays, (${plays.completed} is true)::int as completed,
            (${plays.completed} is not null)::int as reported,
            coalesce(${plays.secondsHeard}, 0)::float8 as seconds`,
        ),
      ];
      return rowsOf<PlaySummaryRow>(
        await db.execute(sql`
          with d as (${zoneDays(p)})
          select day::text as day, null as source, sum(plays)::int as plays, 0 as completed,
            0 as reported, 0::float8 as seconds
          from (
            select d.day, ${h.plays} as plays
            from d join ${h} on ${h.ownerProfileId} = ${p.ownerProfileId}
              and ${h.hour} >= d.hour_lo and ${h.hour} < d.hour_hi
            union all
            ${partialHours} and ${plays.playedAt} >= d.lo and ${plays.playedAt} < d.hour_lo
            union all
            ${partialHours} and ${plays.playedAt} >= d.hour_hi and ${plays.playedAt} < d.hi
          ) days
          group by day
          union all
          select null, source, coalesce(sum(plays), 0)::int, coalesce(sum(completed), 0)::int,
            coalesce(sum(reported), 0)::int, coalesce(sum(seconds), 0)::float8
          from (${sql.join(sourceParts, sql` union all `)}) parts
          group by grouping sets ((source), ())`),
      );
    },

    /** Distinct listeners over the period: the union of its whole days' sets and raw edges. */
    async listeners(p: AnalyticsPeriod, pieces: PeriodPieces): Promise<number> {
      const l = playsDailyListeners;
      const days = pieces.days
        ? sql`select ${l.listenerProfileId} as listener from ${l}
            where ${l.ownerProfileId} = ${p.ownerProfileId}
              and ${l.day} >= date '1970-01-01' + ${pieces.days.from}::int
              and ${l.day} < date '1970-01-01' + ${pieces.days.to}::int
            union all `
        : sql``;
      const [row] = rowsOf<{ listeners: number }>(
        await db.execute(sql`
          select count(distinct listener)::int as listeners from (
            ${days}
            select listener from (
              ${rawPlays(p, pieces.raw, sql`${plays.listenerProfileId} as listener`)}
            ) edges
          ) heard`),
      );
      return row?.listeners ?? 0;
    },

    /**
     * Songs by plays, most first, after `after` in that order: day blocks for the whole UTC
     * days, raw plays for the edges; titles are read for the page's songs only. The first page
     * reads only the songs that can be on it when they are few (topCandidates), else all.
     */
    async songsPage(
      p: AnalyticsPeriod,
      pieces: PeriodPieces,
      after: { plays: number; audioId: string } | null,
      limit: number,
    ): Promise<SongPlaysRow[]> {
      const candidates = after || !pieces.days ? null : await topCandidates(p, pieces, limit);
      const sums = candidates
        ? songSums(
            p,
            pieces,
            sql`select unnest(${`{${candidates.join(',')}}`}::uuid[]) as audio_id`,
          )
        : songSums(p, pieces, null);
      return rowsOf<SongPlaysRow>(
        await db.execute(sql`
          select s.audio_id as "audioId", a.title, s.plays, s.completed, s.reported
          from (
            select * from (${sums}) s
            ${songsAfter(after)}
            order by s.plays desc, s.audio_id
            limit ${limit}
          ) s
          join ${audioFiles} a on a.id = s.audio_id
          order by s.plays desc, s.audio_id`),
      );
    },

    /**
     * Share-link listens of the owner's songs, whoever made the link: per day, per link, in all.
     * Share listens are few beside plays (a listen is a person opening a private link).
     */
    async listenSummary(p: AnalyticsPeriod): Promise<ListenSummaryRow[]> {
      const day = sql`to_char(${shareListens.startedAt} at time zone ${p.tz}, 'YYYY-MM-DD')`;
      return rowsOf<ListenSummaryRow>(
        await db.execute(sql`
          select day, link_id as "linkId", recipient_name as "recipientName",
            count(*)::int as listens
          from (
            select ${day} as day, ${shareLinks.id} as link_id,
              ${shareLinks.recipientName} as recipient_name
            from ${shareListens}
            join ${audioFiles} on ${audioFiles.id} = ${shareListens.audioFileId}
            join ${shareLinks} on ${shareLinks.id} = ${shareListens.linkId}
            where ${audioFiles.ownerProfileId} = ${p.ownerProfileId}
              and ${shareListens.startedAt} >= ${start(p)}
              and ${shareListens.startedAt} < ${end(p)}
          ) period
          group by grouping sets ((day), (link_id, recipient_name), ())`),
      );
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof analyticsRepository>;
