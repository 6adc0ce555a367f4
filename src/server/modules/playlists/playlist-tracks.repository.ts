import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { ProjectRole } from '../../../shared/constants.js';
import type { DbExecutor } from '../../db/client.js';
import { audioFiles, playlistTracks, profiles, projects } from '../../db/schema/index.js';
import { listingColumns, versionCountOfSong, type AudioListing } from '../audio/index.js';
import { rowsAfter } from '../../db/keyset.js';
import {
  projectRoleOf,
  projectShareableBy,
  projectVisibleTo,
} from '../../db/conditions/project-membership.js';

export type PlaylistTrackRow = typeof playlistTracks.$inferSelect;

/** A song's place in its playlist (track-places.ts) and its id: the key of every page. */
export interface TrackKey {
  position: string;
  id: string;
}

/**
 * One song of a playlist with its file as the library lists it. `playable` says whether the
 * playlist's owner may still see the file's project, `shareable` whether they may put it on the
 * playlist's public link; `role` is the owner's role there.
 */
export interface PlaylistTrackListing {
  track: PlaylistTrackRow;
  playable: boolean;
  shareable: boolean;
  role: ProjectRole | null;
  audio: AudioListing;
  /** The track's place, exact (numeric as text), for the next page's cursor. */
  place: string;
}

/** A song as adding it needs it (the notification names it and its project). */
export interface PlayableSong {
  id: string;
  title: string;
  projectId: string;
}

/** Every song by place, then id: the order of the (playlist, position, id) index. */
export const byPlace = [asc(playlistTracks.position), asc(playlistTracks.id)];

/** The exact place as text (numeric reads back as text on both drivers; said once here). */
export const placeText = sql<string>`${playlistTracks.position}::text`;

/** The songs after a page's last one, as one range of the (playlist, position, id) index. */
export const afterKey = (after: TrackKey | null): SQL | undefined =>
  after
    ? rowsAfter(
        [playlistTracks.position, playlistTracks.id],
        [sql`${after.position}::numeric`, sql`${after.id}::uuid`],
        'asc',
      )
    : undefined;

/** SQL for the songs of a playlist. Changes to them run inside a transaction holding its lock. */
export function playlistTracksRepository(db: DbExecutor) {
  /** The same columns as the library's listing, for present-audio.ts. */
  const audioListingColumns = listingColumns(versionCountOfSong());

  /** Songs of a playlist with their files, seen as the owner sees them. */
  const listing = (ownerProfileId: string) =>
    db
      .select({
        track: playlistTracks,
        playable: sql<boolean>`${projectVisibleTo(ownerProfileId)}`,
        shareable: sql<boolean>`${projectShareableBy(ownerProfileId)}`,
        role: projectRoleOf(ownerProfileId),
        audio: audioListingColumns,
        place: placeText,
      })
      .from(playlistTracks)
      .innerJoin(audioFiles, eq(audioFiles.id, playlistTracks.audioFileId))
      .innerJoin(projects, eq(projects.id, audioFiles.projectId))
      .leftJoin(profiles, eq(profiles.id, audioFiles.uploaderProfileId));

  return {
    /** A page of a playlist's songs in order, with their files as the owner may see them. */
    async listPage(
      ownerProfileId: string,
      playlistId: string,
      after: TrackKey | null,
      limit: number,
    ): Promise<PlaylistTrackListing[]> {
      return listing(ownerProfileId)
        .where(and(eq(playlistTracks.playlistId, playlistId), afterKey(after)))
        .orderBy(...byPlace)
        .limit(limit);
    },

    /** How many songs a playlist holds (at most PLAYLIST_TRACKS_MAX: a small indexed count). */
    async count(playlistId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(playlistTracks)
        .where(eq(playlistTracks.playlistId, playlistId));
      return row?.count ?? 0;
    },

    /** One song of a playlist with its file. */
    async find(ownerProfileId: string, trackId: string): Promise<PlaylistTrackListing | null> {
      const [row] = await listing(ownerProfileId).where(eq(playlistTracks.id, trackId)).limit(1);
      return row ?? null;
    },

    /** A song the profile may play (its project is visible to them), or null. */
    async findPlayableSong(profileId: string, audioFileId: string): Promise<PlayableSong | null> {
      const [row] = await db
        .select({ id: audioFiles.id, title: audioFiles.title, projectId: audioFiles.projectId })
        .from(audioFiles)
        .innerJoin(projects, eq(projects.id, audioFiles.projectId))
        .where(and(eq(audioFiles.id, audioFileId), projectVisibleTo(profileId)))
        .limit(1);
      return row ?? null;
    },

    /** How many songs a playlist holds, the last one's place, and whether it has this one. */
    async occupancy(
      playlistId: string,
      audioFileId: string,
    ): Promise<{ count: number; lastPlace: string | null; hasSong: boolean }> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          lastPlace: sql<string | null>`max(${playlistTracks.position})::text`,
          hasSong: sql<boolean>`coalesce(bool_or(${playlistTracks.audioFileId} = ${audioFileId}), false)`,
        })
        .from(playlistTracks)
        .where(eq(playlistTracks.playlistId, playlistId));
      return row ?? { count: 0, lastPlace: null, hasSong: false };
    },

    /** One song's key, when the playlist holds it. */
    async findKey(playlistId: string, trackId: string): Promise<TrackKey | null> {
      const [row] = await db
        .select({ position: placeText, id: playlistTracks.id })
        .from(playlistTracks)
        .where(and(eq(playlistTracks.id, trackId), eq(playlistTracks.playlistId, playlistId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * The key of the first song after `after` (null: the first song) other than `skip`: the
     * neighbour below a moved song's new spot. One step along the index.
     */
    async nextKey(
      playlistId: string,
      after: TrackKey | null,
      skip: string,
    ): Promise<TrackKey | null> {
      const [row] = await db
        .select({ position: placeText, id: playlistTracks.id })
        .from(playlistTracks)
        .where(
          and(
            eq(playlistTracks.playlistId, playlistId),
            afterKey(after),
            ne(playlistTracks.id, skip),
          ),
        )
        .orderBy(...byPlace)
        .limit(1);
      return row ?? null;
    },

    /** Gives one song a new place. */
    async place(trackId: string, position: string): Promise<void> {
      await db
        .update(playlistTracks)
        .set({ position: sql`${position}::numeric` })
        .where(eq(playlistTracks.id, trackId));
    },

    async insert(values: {
      playlistId: string;
      audioFileId: string;
      position: string;
    }): Promise<PlaylistTrackRow> {
      const [row] = await db
        .insert(playlistTracks)
        .values({ ...values, position: sql`${values.position}::numeric` })
        .returning();
      if (!row) throw new Error('Inserting a playlist song returned no row');
      return row;
    },

    /** Removes one song of a playlist; false when the playlist has no such song. */
    async delete(playlistId: string, trackId: string): Promise<boolean> {
      const deleted = await db
        .delete(playlistTracks)
        .where(and(eq(playlistTracks.id, trackId), eq(playlistTracks.playlistId, playlistId)))
        .returning({ id: playlistTracks.id });
      return deleted.length > 0;
    },

    /** The ids of a playlist's songs. */
    async listIds(playlistId: string): Promise<string[]> {
      const rows = await db
        .select({ id: playlistTracks.id })
        .from(playlistTracks)
        .where(eq(playlistTracks.playlistId, playlistId));
      return rows.map((row) => row.id);
    },

    /**
     * Numbers the songs 0..n-1 in their current order: only for places that tie, which no
     * change here makes (a move between two equal places has nowhere to go).
     */
    async renumber(playlistId: string): Promise<void> {
      await db.execute(sql`
        update ${playlistTracks} set position = ordered.new_position
        from (
          select id, row_number() over (order by position, id) - 1 as new_position
          from ${playlistTracks} where playlist_id = ${playlistId}
        ) as ordered
        where ${playlistTracks.id} = ordered.id and ${playlistTracks.position} <> ordered.new_position`);
    },

    /**
     * Puts the songs in the order of `trackIds` (positions 0..n-1). The ids go as one JSON
     * parameter, so a full playlist stays one statement with two bind parameters.
     */
    async setOrder(playlistId: string, trackIds: readonly string[]): Promise<void> {
      await db.execute(sql`
        update ${playlistTracks} set position = wanted.ord - 1
        from json_array_elements_text(${JSON.stringify(trackIds)}::json)
          with ordinality as wanted(id, ord)
        where ${playlistTracks.id} = wanted.id::uuid and ${playlistTracks.playlistId} = ${playlistId}`);
    },
  };
}
export type PlaylistTracksRepository = ReturnType<typeof playlistTracksRepository>;
