import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PlaySource } from '../../../shared/schemas/analytics.js';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  audioFiles,
  plays,
  playsHourly,
  playsHourlyListeners,
  playsHourlySources,
  shareLinks,
  shareListens,
} from '../../db/schema/index.js';

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
  listeners: number;
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
/** The owner's plays in the period: one range of plays_owner_played_idx. */
const ownPlays = (p: AnalyticsPeriod): SQL =>
  sql`${plays.ownerProfileId} = ${p.ownerProfileId} and ${plays.playedAt} >= ${start(p)}
    and ${plays.playedAt} < ${end(p)}`;
const songCounts = sql`count(*)::int as plays,
  (count(*) filter (where ${plays.completed}))::int as completed,
  count(${plays.completed})::int as reported`;

const songsAfter = (after: { plays: number; audioId: string } | null) =>
  after
    ? sql`where (s.plays < ${after.plays} or (s.plays = ${after.plays} and s.audio_id > ${after.audioId}::uuid))`
    : sql``;

/**
 * Whether the period's first and last midnights fall on whole UTC hours in `tz`, so that the
 * hourly roll-ups cut its days exactly. A :30 or :45 zone (India, Nepal, Newfoundland…) is
 * answered from the raw plays instead: exact, only slower.
 */
const hourAligned = (p: AnalyticsPeriod) => sql`select
  mod(extract(epoch from ((${p.from}::date)::timestamp - (${start(p)} at time zone 'UTC')))::int, 3600) = 0
  and mod(extract(epoch from ((${p.to}::date + 1)::timestamp - (${end(p)} at time zone 'UTC')))::int, 3600) = 0
  as aligned`;
/** A roll-up's hours in the period: one range of its primary key. */
const rolledUp = (
  p: AnalyticsPeriod,
  t: typeof playsHourly | typeof playsHourlySources | typeof playsHourlyListeners,
): SQL =>
  sql`${t.ownerProfileId} = ${p.ownerProfileId} and ${t.hour} >= ${start(p)} and ${t.hour} < ${end(p)}`;
const rolledUpDay = (p: AnalyticsPeriod, hour: SQLWrapper) =>
  sql`to_char(${hour} at time zone ${p.tz}, 'YYYY-MM-DD')`;

/** SQL for an owner's analytics: plays and share-link listens of their songs over a period. */
export function analyticsRepository(db: Database) {
  return {
    /** Whether the hourly roll-ups answer this period exactly (see hourAligned). */
    async rollupsFit(p: AnalyticsPeriod): Promise<boolean> {
      const [row] = rowsOf<{ aligned: boolean }>(await db.execute(hourAligned(p)));
      return row?.aligned ?? false;
    },

    /** Per day, per source and in all, from the hourly roll-ups (grouping sets). */
    async playSummary(p: AnalyticsPeriod): Promise<PlaySummaryRow[]> {
      const t = playsHourlySources;
      const l = playsHourlyListeners;
      return rowsOf<PlaySummaryRow>(
        await db.execute(sql`
          with counted as (
            select day, source, sum(plays)::int as plays, sum(completed)::int as completed,
              sum(reported)::int as reported, coalesce(sum(seconds), 0)::float8 as seconds
            from (
              select ${rolledUpDay(p, t.hour)} as day, ${t.source} as source, ${t.plays} as plays,
                ${t.completed} as completed, ${t.reported} as reported, ${t.seconds} as seconds
              from ${t} where ${rolledUp(p, t)}
            ) hours
            group by grouping sets ((day), (source), ())
          ), heard as (
            select day, source, count(distinct listener)::int as listeners
            from (
              select ${rolledUpDay(p, l.hour)} as day, ${l.source} as source,
                ${l.listenerProfileId} as listener
              from ${l} where ${rolledUp(p, l)}
            ) hours
            group by grouping sets ((day), (source), ())
          )
          select c.day, c.source, c.plays, c.completed, c.reported, c.seconds,
            coalesce(h.listeners, 0) as listeners
          from counted c left join heard h
            on h.day is not distinct from c.day and h.source is not distinct from c.source`),
      );
    },

    /** playSummary from the raw plays (one scan of the period's range, grouping sets). */
    async rawPlaySummary(p: AnalyticsPeriod): Promise<PlaySummaryRow[]> {
      const day = sql`to_char(${plays.playedAt} at time zone ${p.tz}, 'YYYY-MM-DD')`;
      return rowsOf<PlaySummaryRow>(
        await db.execute(sql`
          select day, source, count(*)::int as plays,
            (count(*) filter (where completed))::int as completed,
            count(completed)::int as reported,
            coalesce(sum(seconds_heard), 0)::float8 as seconds,
            count(distinct listener)::int as listeners
          from (
            select ${day} as day, ${plays.source} as source, ${plays.completed} as completed,
              ${plays.secondsHeard} as seconds_heard, ${plays.listenerProfileId} as listener
            from ${plays} where ${ownPlays(p)}
          ) period
          group by grouping sets ((day), (source), ())`),
      );
    },

    /** Songs by plays, most first, after `after` in that order, from the hourly roll-up. */
    async songsPage(
      p: AnalyticsPeriod,
      after: { plays: number; audioId: string } | null,
      limit: number,
    ): Promise<SongPlaysRow[]> {
      const t = playsHourly;
      return rowsOf<SongPlaysRow>(
        await db.execute(sql`
          select s.audio_id as "audioId", a.title, s.plays, s.completed, s.reported
          from (
            select ${t.audioFileId} as audio_id, sum(${t.plays})::int as plays,
              sum(${t.completed})::int as completed, sum(${t.reported})::int as reported
            from ${t} where ${rolledUp(p, t)} group by ${t.audioFileId}
          ) s
          join ${audioFiles} a on a.id = s.audio_id
          ${songsAfter(after)}
          order by s.plays desc, s.audio_id
          limit ${limit}`),
      );
    },

    /** songsPage from the raw plays (keyset: plays, then id). */
    async rawSongsPage(
      p: AnalyticsPeriod,
      after: { plays: number; audioId: string } | null,
      limit: number,
    ): Promise<SongPlaysRow[]> {
      return rowsOf<SongPlaysRow>(
        await db.execute(sql`
          select s.audio_id as "audioId", a.title, s.plays, s.completed, s.reported
          from (
            select ${plays.audioFileId} as audio_id, ${songCounts}
            from ${plays} where ${ownPlays(p)} group by ${plays.audioFileId}
          ) s
          join ${audioFiles} a on a.id = s.audio_id
          ${songsAfter(after)}
          order by s.plays desc, s.audio_id
          limit ${limit}`),
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
