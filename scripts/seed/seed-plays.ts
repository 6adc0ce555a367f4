// A year of play history (issue 28 item 5): most plays on the heavy user's songs, a few of them
// played far more than the rest (as listening goes), spread over the sources and the hours of
// the year. Inserted set-wise by generate_series in batches: no row passes through Node.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../src/server/db/client.js';
import { rowsOf } from '../../src/server/db/rows.js';
import type { SeedSizeName } from './sizes.js';

/** Plays per data set: two million on the large and xlarge ones, fewer where the bench is short. */
export const SEED_PLAYS: Record<SeedSizeName, number> = {
  small: 20_000,
  medium: 200_000,
  large: 2_000_000,
  xlarge: 2_000_000,
};
/** The heavy user's share of the plays. */
export const HEAVY_PLAY_SHARE = 0.8;
const BATCH = 250_000;
/** Songs of other artists that get plays (enough to spread them, few enough for one array). */
const OTHER_SONGS = 20_000;

/**
 * Plays of one batch: rows `first` to `last`. Rows below `heavyRows` are the heavy user's.
 * Sources by the row's number: 4 in 10 own, 2 collaborators, 2 public playlist, 1 release page,
 * 1 artist page; a skewed pick (the cube of a random number) makes a few songs the hits.
 */
const batchInsert = (heavyId: string, first: number, last: number, heavyRows: number) => sql`
  with heavy as (
    select array_agg(id order by id) as ids from audio_files
    where owner_profile_id = ${heavyId} and is_latest
  ), others as (
    select array_agg(id) as ids, array_agg(owner_profile_id) as owners from (
      select id, owner_profile_id from audio_files
      where owner_profile_id <> ${heavyId} and is_latest order by id limit ${OTHER_SONGS}
    ) s
  ), members as (
    select array_agg(distinct c.profile_id) as ids from collaborations c
    join projects p on p.id = c.project_id
    where p.owner_profile_id = ${heavyId} and c.status = 'accepted' and c.profile_id is not null
  ), picks as (
    select g, g < ${heavyRows} as is_heavy,
      case g % 10 when 0 then 'own' when 1 then 'own' when 2 then 'own' when 3 then 'own'
        when 4 then 'collaborator' when 5 then 'collaborator'
        when 6 then 'publicPlaylist' when 7 then 'publicPlaylist'
        when 8 then 'releasePage' else 'artistPage' end as source,
      power(random(), 3) as skew, random() as heard,
      now() - make_interval(secs => floor(random() * 365 * 86400)) as played_at
    from generate_series(${first}::int, ${last - 1}::int) g
  ), chosen as (
    select picks.*,
      case when is_heavy then heavy.ids[1 + floor(skew * cardinality(heavy.ids))::int]
        else others.ids[1 + floor(skew * cardinality(others.ids))::int] end as audio_id,
      case when is_heavy then ${heavyId}::uuid
        else others.owners[1 + floor(skew * cardinality(others.ids))::int] end as owner_id,
      members.ids[1 + (g % greatest(cardinality(members.ids), 1))] as member_id
    from picks, heavy, others, members
  )
  insert into plays (audio_file_id, owner_profile_id, listener_profile_id, source, played_at,
    seconds_heard, completed)
  select audio_id, owner_id,
    case source when 'own' then owner_id when 'collaborator' then member_id else null end,
    source, played_at, round((30 + heard * 240)::numeric, 1)::real, heard > 0.6
  from chosen
  where audio_id is not null and (source <> 'collaborator' or member_id is not null)`;

/** Whether the heavy user already has a play history (a reused data set from before plays). */
export async function hasPlayHistory(db: DbExecutor, heavyId: string): Promise<boolean> {
  const rows = rowsOf<{ found: boolean }>(
    await db.execute(
      sql`select exists (select 1 from plays where owner_profile_id = ${heavyId}) as found`,
    ),
  );
  return rows[0]?.found ?? false;
}

/** Inserts the play history of a data set of `size`; the number of rows asked for. */
export async function seedPlays(
  db: DbExecutor,
  size: SeedSizeName,
  heavyId: string,
  log: (line: string) => void,
): Promise<number> {
  const total = SEED_PLAYS[size];
  const heavyRows = Math.round(total * HEAVY_PLAY_SHARE);
  for (let first = 0; first < total; first += BATCH) {
    const last = Math.min(total, first + BATCH);
    await db.execute(batchInsert(heavyId, first, last, heavyRows));
    log(`  plays ${last.toLocaleString('en')} / ${total.toLocaleString('en')}`);
  }
  return total;
}
