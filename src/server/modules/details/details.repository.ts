import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { songDetails } from '../../db/schema/index.js';

export type SongDetailsRow = typeof songDetails.$inferSelect;
/** Stored column names (`label`, `isrc`), not the API's; present-details.ts maps between them. */
export type SongDetailsColumns = Partial<
  Omit<typeof songDetails.$inferInsert, 'projectId' | 'updatedAt'>
>;

/** SQL for song details: one row per project, read and upserted in one query each. */
export function detailsRepository(db: Database) {
  return {
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
