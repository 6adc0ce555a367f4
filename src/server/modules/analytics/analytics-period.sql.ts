import { sql, type SQL } from 'drizzle-orm';
import { plays, playsSongBlocks } from '../../db/schema/index.js';
import { eachBlock, type PeriodPieces, type RawRange } from './play-periods.js';

/**
 * The SQL pieces the analytics queries share: a period as instants, the owner's raw plays of a
 * period's partial days, the person's days, and plays per song from the block roll-ups.
 */

/** The period as instants: from the first day's midnight to the day after the last, in `tz`. */
export interface AnalyticsPeriod {
  ownerProfileId: string;
  from: string;
  to: string;
  tz: string;
}

export const start = (p: AnalyticsPeriod) =>
  sql`((${p.from}::date)::timestamp at time zone ${p.tz})`;
export const end = (p: AnalyticsPeriod) =>
  sql`((${p.to}::date + 1)::timestamp at time zone ${p.tz})`;
export const instant = (seconds: number) => sql`to_timestamp(${seconds}::float8)`;
export const songsAfter = (after: { plays: number; audioId: string } | null) =>
  after
    ? sql`where (s.plays < ${after.plays} or (s.plays = ${after.plays} and s.audio_id > ${after.audioId}::uuid))`
    : sql``;

/** The owner's raw plays in the ranges: one range of plays_owner_played_idx each. */
export const rawPlays = (p: AnalyticsPeriod, ranges: RawRange[], columns: SQL): SQL => {
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
export const zoneDays = (p: AnalyticsPeriod) => sql`
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
export const MAX_CANDIDATES = 500;

const rawSongColumns = sql`${plays.audioFileId} as audio_id, 1 as plays,
  (${plays.completed} is true)::int as completed, (${plays.completed} is not null)::int as reported`;

/**
 * Plays per song in the period (songs with none left out): its whole UTC days' blocks and its
 * raw edges. With `songs` (a select of `audio_id`), only those songs, each block read by its
 * exact key (one index probe a song and block); without, every block row of the period.
 */
export const songSums = (p: AnalyticsPeriod, pieces: PeriodPieces, songs: SQL | null): SQL => {
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
