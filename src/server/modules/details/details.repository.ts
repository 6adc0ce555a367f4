import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { audioFiles, projects, songDetails } from '../../db/schema/index.js';

export type SongDetailsRow = typeof songDetails.$inferSelect;
/** Stored column names (`label`, `isrc`), not the API's; present-details.ts maps between them. */
export type SongDetailsColumns = Partial<
  Omit<typeof songDetails.$inferInsert, 'projectId' | 'updatedAt'>
>;

/** SQL for song details: one row per project, read and upserted in one query each. */
export function detailsRepository(db: Database) {
  return {
    /**
     * A song project's master: the latest version of its one song (issue 28), whose ISRC the
     * details show and set. Null for the library and for a project of several songs, whose
     * details keep a code of their own.
     */
    async masterOf(projectId: string): Promise<{ id: string; isrc: string | null } | null> {
      const rows = await db
        .select({ id: audioFiles.id, isrc: audioFiles.isrc })
        .from(audioFiles)
        .innerJoin(projects, eq(projects.id, audioFiles.projectId))
        .where(
          and(
            eq(audioFiles.projectId, projectId),
            eq(audioFiles.isLatest, true),
            eq(projects.isLibrary, false),
          ),
        )
        .limit(2);
      return rows.length === 1 ? rows[0]! : null;
    },

    /** Sets a master's ISRC (unique within its owner's files: a clash throws 23505). */
    async setMasterIsrc(audioId: string, isrc: string | null): Promise<void> {
      await db.update(audioFiles).set({ isrc }).where(eq(audioFiles.id, audioId));
    },

    async find(projectId: string): Promise<SongDetailsRow | null> {
      const [row] = await db
        .select()
        .from(songDetails)
        .where(eq(songDetails.projectId, projectId))
        .limit(1);
      return row ?? null;
    },

    /** Creates the row, or sets only the given columns on the existing one. */
    async upsert(projectId: string, columns: SongDetailsColumns): Promise<SongDetailsRow> {
      const [row] = await db
        .insert(songDetails)
        .values({ ...columns, projectId })
        .onConflictDoUpdate({
          target: songDetails.projectId,
          set: { ...columns, updatedAt: sql`now()` },
        })
        .returning();
      if (!row) throw new Error('Upserting song details returned no row');
      return row;
    },
  };
}
export type DetailsRepository = ReturnType<typeof detailsRepository>;
