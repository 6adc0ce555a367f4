import { sql, type SQL } from 'drizzle-orm';
import type { PlaySource } from '../../../shared/schemas/analytics.js';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  audioFiles,
  plays,
  playsDailyListeners,
  playsHourlySources,
  playsSongBlocks,
  shareLinks,
  shareListens,
} from '../../db/schema/index.js';
import { eachBlock, piecesOf, type PeriodPieces, type RawRange } from './play-periods.js';

/** The period as instants: from the first day's midnight to the day after the last, in `tz`. */
export interface AnalyticsPeriod {
  ownerProfileId: string;
  from: string;
  to: string;
  tz: string;
}

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

const start = (p: AnalyticsPeriod) => sql`((${p.from}::date)::timestamp at time zone ${p.tz})`;
const end = (p: AnalyticsPeriod) => sql`((${p.to}::date + 1)::timestamp at time zone ${p.tz})`;
const instant = (seconds: number) => sql`to_timestamp(${seconds}::float8)`;
const songsAfter = (after: { plays: number; audioId: string } | null) =>
  after
    ? sql`where (s.plays < ${after.plays} or (s.plays = ${after.plays} and s.audio_id > ${after.audioId}::uuid))`
    : sql``;

/** The owner's raw plays in the ranges: one range of plays_owner_played_idx each. */
const rawPlays = (p: AnalyticsPeriod, ranges: RawRange[], columns: SQL): SQL => {
  const reads = ranges.map(
    (range) => sql`select ${columns} from ${plays}
      where ${plays.ownerProfileId} = ${p.ownerProfileId}
        and ${plays.playedAt} >= ${instant(range.from)} and ${plays.playedAt} < ${instant(range.to)}`,
  );
  return reads.length > 0
    ? sql.join(reads, sql` union all `)
    : sql`select ${columns} from ${plays} where false`;
};

/**
 * The person's days of the period, each as instants [lo, hi) and the whole UTC hours inside it
 * [hourLo, hourHi). The zone is applied once a day, never once a row (`at time zone` costs
 * about 10 µs a call). In a :30 or :45 zone (or Lord Howe's half-hour summer time) a day's
 * first and last partial hours are [lo, hourLo) and [hourHi, hi); elsewhere they are empty.
 */
const zoneDays = (p: AnalyticsPeriod) => sql`
  select day, lo, hi,
    date_trunc('hour', lo, 'UTC') + case when date_trunc('hour', lo, 'UTC') = lo
      then interval '0 hours' else interval '1 hour' end as hour_lo,
    date_trunc('hour', hi, 'UTC') as hour_hi
  from (
    select ${p.from}::date + i as day,
      ((${p.from}::date + i)::timestamp at time zone ${p.tz}) as lo,
      ((${p.from}::date + i + 1)::timestamp at time zone ${p.tz}) as hi
    from generate_series(0, ${p.to}::date - ${p.from}::date) i
  ) d`;

/**
 * At most this many songs are read one key at a time (a song costs a probe for each of the
 * period's ~25 blocks); beyond, reading every block row of the period is no dearer.
 */
const MAX_CANDIDATES = 500;

/**
 * Whole UTC days from which the first page reads candidates only: a shorter period's blocks
 * are about as many rows as the cover's (7 and 30 days measured no faster pruned, 2026-11-29).
 */
const PRUNE_FROM_DAYS = 64;

const rawSongColumns = sql`${plays.audioFileId} as audio_id, 1 as plays,
  (${plays.completed} is true)::int as completed, (${plays.completed} is not null)::int as reported`;

/**
 * Plays per song in the period (songs with none left out): its whole UTC days' blocks and its
 * raw edges. With `songs` (a select of `audio_id`), only those songs, each block read by its
 * exact key (one index probe a song and block); without, every block row of the period.
 */
const songSums = (p: AnalyticsPeriod, pieces: PeriodPieces, songs: SQL | null): SQL => {
  const b = playsSongBlocks;
  const owned = sql`${b.ownerProfileId} = ${p.ownerProfileId}`;
  const blockColumns = sql`${b.audioFileId} as audio_id, ${b.plays} as plays,
    ${b.completed} as completed, ${b.reported} as reported`;
  const keys = eachBlock(pieces.blocks);
  const blocks = songs
    ? keys.length > 0
      ? [
          // Lateral and `limit 1` (a key is unique) keep it one probe a song and block: as a
          // plain join the planner reads whole blocks (every song) and hashes.
          sql`select x.* from (${songs}) c
            cross join (values ${sql.join(
              keys.map((key) => sql`(${key.days}::smallint, ${key.block}::int)`),
              sql`, `,
            )}) k(days, block)
            cross join lateral (select ${blockColumns} from ${b} where ${owned}
              and ${b.days} = k.days and ${b.block} = k.block and ${b.audioFileId} = c.audio_id
              limit 1) x`,
        ]
      : []
    : pieces.blocks.map(
        (run) => sql`select ${blockColumns} from ${b} where ${owned} and ${b.days} = ${run.days}
          and ${b.block} >= ${run.fromBlock} and ${b.block} < ${run.toBlock}`,
      );
  const edges = songs
    ? sql`select * from (${rawPlays(p, pieces.raw, rawSongColumns)}) r
        where r.audio_id in (select audio_id from (${songs}) c)`
    : rawPlays(p, pieces.raw, rawSongColumns);
  return sql`select audio_id, sum(plays)::int as plays, sum(completed)::int as completed,
      sum(reported)::int as reported
    from (${sql.join([...blocks, edges], sql` union all `)}) parts
    group by audio_id`;
};

/** SQL for an owner's analytics: plays and share-link listens of their songs over a period. */
export function analyticsRepository(db: Database) {
  /**
   * The only songs that can be among a period's `limit` most played, when at most
   * MAX_CANDIDATES; null when more (then every song is read). A song's plays in the cover (the
   * few large blocks around the period) bound its plays in the period from above. The whole
   * days' plays of the `limit` songs with the highest bounds are found first: the least of them
   * is reached by `limit` songs, so a song whose bound is below it cannot be on the page. Exact
   * whatever the plays; fast when a few songs are played far more than the rest (as listening
   * goes). When they are not, every song is read as before, and the cover's read is the cost.
   */
  const topCandidates = async (
    p: AnalyticsPeriod,
    pieces: PeriodPieces,
    limit: number,
  ): Promise<string[] | null> => {
    const b = playsSongBlocks;
    const { cover } = pieces;
    // The whole days' plays only, without the raw edges: still reached by `limit` songs (a
    // song's exact plays are at least those), which is all the threshold needs.
    const wholeDays = { ...pieces, raw: [] };
    const rows = rowsOf<{ audioId: string }>(
      await db.execute(sql`
        with bounds as (
          select ${b.audioFileId} as audio_id, sum(${b.plays}) as bound from ${b}
          where ${b.ownerProfileId} = ${p.ownerProfileId} and ${b.days} = ${cover.days}
            and ${b.block} >= ${cover.fromBlock} and ${b.block} < ${cover.toBlock}
          group by ${b.audioFileId}
        ), highest as (
          select audio_id from bounds order by bound desc, audio_id limit ${limit}
        ), reached as (
          select case when count(*) < ${limit} then 0 else min(plays) end as plays
          from (${songSums(p, wholeDays, sql`select audio_id from highest`)}) exact
        )
        select audio_id as "audioId" from bounds, reached
        where bounds.bound >= reached.plays
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
     * Per day, per source and in all (grouping sets): the hourly per-source roll-up for the
     * whole hours of each of the person's days, the raw plays for partial hours (zoneDays).
     */
    async playSummary(p: AnalyticsPeriod): Promise<PlaySummaryRow[]> {
      const t = playsHourlySources;
      const partialHours = sql`select d.day, ${plays.source} as source, 1 as plays,
          (${plays.completed} is true)::int as completed,
          (${plays.completed} is not null)::int as reported,
          coalesce(${plays.secondsHeard}, 0)::float8 as seconds
        from d join ${plays} on ${plays.ownerProfileId} = ${p.ownerProfileId}`;
      return rowsOf<PlaySummaryRow>(
        await db.execute(sql`
          with d as (${zoneDays(p)})
          select day::text as day, source, coalesce(sum(plays), 0)::int as plays,
            coalesce(sum(completed), 0)::int as completed, coalesce(sum(reported), 0)::int as reported,
            coalesce(sum(seconds), 0)::float8 as seconds
          from (
            select d.day, ${t.source} as source, ${t.plays} as plays, ${t.completed} as completed,
              ${t.reported} as reported, ${t.seconds} as seconds
            from d join ${t} on ${t.ownerProfileId} = ${p.ownerProfileId}
              and ${t.hour} >= d.hour_lo and ${t.hour} < d.hour_hi
            union all
            ${partialHours} and ${plays.playedAt} >= d.lo and ${plays.playedAt} < d.hour_lo
            union all
            ${partialHours} and ${plays.playedAt} >= d.hour_hi and ${plays.playedAt} < d.hi
          ) parts
          group by grouping sets ((day), (source), ())`),
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
      const long = pieces.days && pieces.days.to - pieces.days.from >= PRUNE_FROM_DAYS;
      const candidates = after || !long ? null : await topCandidates(p, pieces, limit);
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
