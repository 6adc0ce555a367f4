import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { audioFiles, playlistTracks } from '../../db/schema/index.js';

/** SQL of the bulk actions that have no single-item twin to call (one statement each). */
export function audioBulkRepository(tx: DbExecutor) {
  return {
    /** Deletes the files (their comments, plays and playlist places go with them). */
    async deleteFiles(ids: readonly string[]): Promise<void> {
      await tx.delete(audioFiles).where(inArray(audioFiles.id, [...ids]));
    },

    /** Which of the files the playlist already holds. */
    async playlistHolds(playlistId: string, ids: readonly string[]): Promise<Set<string>> {
      const rows = await tx
        .select({ id: playlistTracks.audioFileId })
        .from(playlistTracks)
        .where(
          and(
            eq(playlistTracks.playlistId, playlistId),
            inArray(playlistTracks.audioFileId, [...ids]),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },

    /** How many songs the playlist holds and the last one's place (exact, as text). */
    async playlistEnd(playlistId: string): Promise<{ count: number; lastPlace: string | null }> {
      const [row] = await tx
        .select({
          count: sql<number>`count(*)::int`,
          lastPlace: sql<string | null>`max(${playlistTracks.position})::text`,
        })
        .from(playlistTracks)
        .where(eq(playlistTracks.playlistId, playlistId));
      return row ?? { count: 0, lastPlace: null };
    },

    /** Appends songs to a playlist at the given places (exact decimals, as text). */
    async insertTracks(
      playlistId: string,
      songs: ReadonlyArray<{ audioFileId: string; position: string }>,
    ): Promise<void> {
      if (songs.length === 0) return;
      await tx.insert(playlistTracks).values(
        songs.map((song) => ({
          playlistId,
          audioFileId: song.audioFileId,
          position: sql`${song.position}::numeric`,
        })),
      );
    },
  };
}
