import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** Where a song of a library sits: its section and its key (decision 007). */
export interface SongPlace {
  songId: string;
  pinned: boolean;
  key: string;
}

/** A song of the viewer's library: its latest version in a project it owns or joined. */
const visibleSong = (viewerId: string) => sql`(a.owner_profile_id = ${viewerId} or exists (
  select 1 from collaborations c
  where c.project_id = a.project_id and c.profile_id = ${viewerId} and c.status = 'accepted'))`;

/**
 * The keys of one section of the viewer's library other than `songId`'s, nearest first from
 * `from` in `direction`: placed songs from library_order, and (unpinned section) every other
 * song by its library key, owned and joined. Each branch reads one index range.
 */
function sectionKeys(
  viewerId: string,
  pinned: boolean,
  songId: string,
  from: string | null,
  direction: 'asc' | 'desc',
) {
  const beyond = (column: string) =>
    from === null
      ? sql`true`
      : sql`${sql.raw(column)} collate "C" ${sql.raw(direction === 'asc' ? '>' : '<')} ${from}::text`;
  const order = sql.raw(direction);
  const placed = sql`(select lo.rank_key as key from library_order lo
    where lo.profile_id = ${viewerId} and lo.pinned = ${pinned} and lo.song_id <> ${songId}
      and ${beyond('lo.rank_key')}
    order by lo.rank_key collate "C" ${order} limit 1)`;
  if (pinned) return placed;
  const notPlaced = sql`not exists (select 1 from library_order lo
    where lo.profile_id = ${viewerId} and lo.song_id = a.song_id)`;
  const owned = sql`(select a.library_key as key from audio_files a
    where a.owner_profile_id = ${viewerId} and a.is_latest and a.song_id <> ${songId}
      and ${beyond('a.library_key')} and ${notPlaced}
    order by a.library_key collate "C" ${order} limit 1)`;
  const joined = sql`(select a.library_key as key from collaborations c
    join audio_files a on a.project_id = c.project_id and a.is_latest
    where c.profile_id = ${viewerId} and c.status = 'accepted' and a.owner_profile_id <> ${viewerId}
      and a.song_id <> ${songId} and ${beyond('a.library_key')} and ${notPlaced}
    order by a.library_key collate "C" ${order} limit 1)`;
  return sql`${placed} union all ${owned} union all ${joined}`;
}

/** SQL for moving one song of a library: where songs sit, and the one row a move writes. */
export function songPlacesRepository(db: Database) {
  /** The nearest key of a section from `from` (exclusive) in `direction`, or null. */
  async function nearestKey(
    viewerId: string,
    pinned: boolean,
    songId: string,
    from: string | null,
    direction: 'asc' | 'desc',
  ): Promise<string | null> {
    const pick = direction === 'asc' ? 'min' : 'max';
    const [row] = rowsOf<{ key: string | null }>(
      await db.execute(sql`select ${sql.raw(pick)}(key collate "C") as key from (
        ${sectionKeys(viewerId, pinned, songId, from, direction)}) keys`),
    );
    return row?.key ?? null;
  }

  return {
    /** The place of the song of audio file `audioId` in the viewer's library, if it is there. */
    async placeOf(viewerId: string, audioId: string): Promise<SongPlace | null> {
      const [row] = rowsOf<SongPlace>(
        await db.execute(sql`
          select a.song_id as "songId", coalesce(lo.pinned, false) as pinned,
            coalesce(lo.rank_key, a.library_key) as key
          from audio_files x
          join audio_files a on a.song_id = x.song_id and a.is_latest
          left join library_order lo on lo.profile_id = ${viewerId} and lo.song_id = a.song_id
          where x.id = ${audioId} and ${visibleSong(viewerId)}`),
      );
      return row ?? null;
    },

    /** The first key of a section after `from` (null: the section's first key). */
    keyAfter: (viewerId: string, pinned: boolean, songId: string, from: string | null) =>
      nearestKey(viewerId, pinned, songId, from, 'asc'),

    /** The section's last key. */
    lastKey: (viewerId: string, pinned: boolean, songId: string) =>
      nearestKey(viewerId, pinned, songId, null, 'desc'),

    /** Puts one song at `key` in its section: the one row a move writes. */
    async place(viewerId: string, place: SongPlace): Promise<void> {
      await db.execute(sql`
        insert into library_order (profile_id, song_id, rank_key, pinned, updated_at)
        values (${viewerId}, ${place.songId}, ${place.key}, ${place.pinned}, now())
        on conflict (profile_id, song_id)
        do update set rank_key = excluded.rank_key, pinned = excluded.pinned, updated_at = now()`);
    },
  };
}
export type SongPlacesRepository = ReturnType<typeof songPlacesRepository>;
