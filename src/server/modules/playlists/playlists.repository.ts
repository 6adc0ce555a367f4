import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rowsAfter } from '../../db/keyset.js';
import { audioFiles, playlists, playlistTracks, projects } from '../../db/schema/index.js';
import { projectVisibleTo } from '../../db/conditions/project-membership.js';
import { newShareToken } from './share-token.js';

export type PlaylistRow = typeof playlists.$inferSelect;
/** A playlist with what the owner may still play of it: how many songs, how many seconds. */
export type PlaylistWithStats = PlaylistRow & {
  trackCount: number;
  totalDuration: number;
  /** created_at as PostgreSQL prints it, for a page's cursor. */
  createdKey: string;
};
export type NewPlaylist = Pick<
  typeof playlists.$inferInsert,
  'ownerProfileId' | 'name' | 'description' | 'isPublic' | 'shareToken'
>;
/** A PATCH: the plain fields, and the share token as a value or an expression on the row. */
export interface PlaylistChanges {
  name?: string;
  description?: string;
  isPublic?: boolean;
  shareToken?: string | null | SQL;
}

/**
 * The share token a change leaves: turning public mints one (an already public playlist keeps
 * its own, decided in the same statement so two requests cannot swap it); turning private
 * clears it for good, so a link once shared never works again.
 */
export function shareTokenChange(isPublic: boolean | undefined): PlaylistChanges['shareToken'] {
  if (isPublic === undefined) return undefined;
  if (!isPublic) return null;
  return sql`coalesce(${playlists.shareToken}, ${newShareToken()})`;
}

/** A page's last playlist: created_at as text (exact to the microsecond) and its id. */
export type PlaylistKey = readonly [createdAt: string, id: string];

/** SQL for playlists themselves; their songs are in playlist-tracks.repository.ts. */
export function playlistsRepository(db: DbExecutor) {
  /**
   * Per playlist, computed for the rows of a page only: the count and summed duration of the
   * songs whose project the owner may still see (a song of a project they left is listed,
   * never counted or served). At most PLAYLIST_TRACKS_MAX songs per playlist.
   */
  const playableStats = (ownerProfileId: string) =>
    db
      .select({
        trackCount: sql<number>`count(*)::int`.as('track_count'),
        totalDuration: sql<number>`coalesce(sum(${audioFiles.duration}), 0)`.as('total_duration'),
      })
      .from(playlistTracks)
      .innerJoin(audioFiles, eq(audioFiles.id, playlistTracks.audioFileId))
      .innerJoin(projects, eq(projects.id, audioFiles.projectId))
      .where(and(eq(playlistTracks.playlistId, playlists.id), projectVisibleTo(ownerProfileId)))
      .as('stats');

  /** The owner's playlists matching `where` with their stats, newest first. */
  async function listWithStats(
    ownerProfileId: string,
    where: SQL | undefined,
    limit: number,
  ): Promise<PlaylistWithStats[]> {
    const stats = playableStats(ownerProfileId);
    const rows = await db
      .select({
        playlist: playlists,
        createdKey: sql<string>`${playlists.createdAt}::text`,
        trackCount: sql<number>`${stats.trackCount}`.mapWith(Number),
        totalDuration: sql<number>`${stats.totalDuration}`.mapWith(Number),
      })
      .from(playlists)
      .innerJoinLateral(stats, sql`true`)
      .where(and(eq(playlists.ownerProfileId, ownerProfileId), where))
      .orderBy(desc(playlists.createdAt), desc(playlists.id))
      .limit(limit);
    return rows.map((row) => ({
      ...row.playlist,
      createdKey: row.createdKey,
      trackCount: row.trackCount,
      totalDuration: row.totalDuration,
    }));
  }

  return {
    /**
     * A page of the owner's playlists with their stats, newest first: one range of the
     * (owner, created_at, id) index after `after`.
     */
    listPage: (ownerProfileId: string, after: PlaylistKey | null, limit: number) =>
      listWithStats(
        ownerProfileId,
        after
          ? rowsAfter(
              [playlists.createdAt, playlists.id],
              [sql`${after[0]}::timestamptz`, sql`${after[1]}::uuid`],
              'desc',
            )
          : undefined,
        limit,
      ),

    /** How many playlists the owner has (a small indexed count). */
    async countOwned(ownerProfileId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(playlists)
        .where(eq(playlists.ownerProfileId, ownerProfileId));
      return row?.count ?? 0;
    },

    /** One of the owner's playlists with its stats; null when absent or someone else's. */
    async findOwned(ownerProfileId: string, playlistId: string): Promise<PlaylistWithStats | null> {
      const [row] = await listWithStats(ownerProfileId, eq(playlists.id, playlistId), 1);
      return row ?? null;
    },

    /** Whether the playlist exists and is the owner's (one primary-key look-up). */
    async isOwned(ownerProfileId: string, playlistId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: playlists.id })
        .from(playlists)
        .where(and(eq(playlists.id, playlistId), eq(playlists.ownerProfileId, ownerProfileId)))
        .limit(1);
      return row !== undefined;
    },

    /** The public playlist holding this share token, or null (a private one never matches). */
    async findShared(token: string): Promise<PlaylistRow | null> {
      const [row] = await db
        .select()
        .from(playlists)
        .where(and(eq(playlists.shareToken, token), eq(playlists.isPublic, true)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Locks one of the owner's playlists until the transaction ends, so changes to its songs
     * (positions above all) happen one after the other. Null when absent or someone else's.
     */
    async lockOwned(ownerProfileId: string, playlistId: string): Promise<PlaylistRow | null> {
      const [row] = await db
        .select()
        .from(playlists)
        .where(and(eq(playlists.id, playlistId), eq(playlists.ownerProfileId, ownerProfileId)))
        .for('update');
      return row ?? null;
    },

    async insert(values: NewPlaylist): Promise<PlaylistRow> {
      const [row] = await db.insert(playlists).values(values).returning();
      if (!row) throw new Error('Inserting a playlist returned no row');
      return row;
    },

    /** Applies a change to one of the owner's playlists; false when there is none to change. */
    async update(
      ownerProfileId: string,
      playlistId: string,
      changes: PlaylistChanges,
    ): Promise<boolean> {
      const updated = await db
        .update(playlists)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(playlists.id, playlistId), eq(playlists.ownerProfileId, ownerProfileId)))
        .returning({ id: playlists.id });
      return updated.length > 0;
    },

    /** Marks a playlist as changed now (its songs were added, removed or reordered). */
    async touch(playlistId: string): Promise<void> {
      await db
        .update(playlists)
        .set({ updatedAt: sql`now()` })
        .where(eq(playlists.id, playlistId));
    },

    /** Deletes one of the owner's playlists (its songs go with it); false when there is none. */
    async delete(ownerProfileId: string, playlistId: string): Promise<boolean> {
      const deleted = await db
        .delete(playlists)
        .where(and(eq(playlists.id, playlistId), eq(playlists.ownerProfileId, ownerProfileId)))
        .returning({ id: playlists.id });
      return deleted.length > 0;
    },
  };
}
export type PlaylistsRepository = ReturnType<typeof playlistsRepository>;
