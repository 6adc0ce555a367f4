import { sql, type SQL } from 'drizzle-orm';
import type { PlaySource } from '../../../shared/schemas/analytics.js';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { audioFiles, plays, shareLinks, shareListens } from '../../db/schema/index.js';

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

/** SQL for an owner's analytics: plays and share-link listens of their songs over a period. */
export function analyticsRepository(db: Database) {
  return {
    /** Per day, per source and in all (one scan of the period's range, grouping sets). */
    async playSummary(p: AnalyticsPeriod): Promise<PlaySummaryRow[]> {
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

    /** Songs by plays, most first, after `after` in that order (keyset: plays, then id). */
    async songsPage(
      p: AnalyticsPeriod,
      after: { plays: number; audioId: string } | null,
      limit: number,
    ): Promise<SongPlaysRow[]> {
      const keyset = after
        ? sql`where (s.plays < ${after.plays} or (s.plays = ${after.plays} and s.audio_id > ${after.audioId}::uuid))`
        : sql``;
      return rowsOf<SongPlaysRow>(
        await db.execute(sql`
          select s.audio_id as "audioId", a.title, s.plays, s.completed, s.reported
          from (
            select ${plays.audioFileId} as audio_id, ${songCounts}
            from ${plays} where ${ownPlays(p)} group by ${plays.audioFileId}
          ) s
          join ${audioFiles} a on a.id = s.audio_id
          ${keyset}
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
