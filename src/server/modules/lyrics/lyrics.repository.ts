import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { lyrics } from '../../db/schema/index.js';

export type LyricsRow = typeof lyrics.$inferSelect;
export type NewLyrics = Pick<
  typeof lyrics.$inferInsert,
  'projectId' | 'title' | 'content' | 'genre' | 'mood' | 'language' | 'authorProfileId'
>;
export type LyricsChanges = Partial<
  Pick<typeof lyrics.$inferInsert, 'title' | 'content' | 'genre' | 'mood' | 'language'>
>;

/** SQL for lyrics: one query per call, lists served by the (project, updatedAt) index. */
export function lyricsRepository(db: Database) {
  return {
    /** A project's lyrics, most recently edited first. */
    async listByProject(projectId: string): Promise<LyricsRow[]> {
      return db
        .select()
        .from(lyrics)
        .where(eq(lyrics.projectId, projectId))
        .orderBy(desc(lyrics.updatedAt), desc(lyrics.createdAt), desc(lyrics.id));
    },

    async find(lyricsId: string): Promise<LyricsRow | null> {
      const [row] = await db.select().from(lyrics).where(eq(lyrics.id, lyricsId)).limit(1);
      return row ?? null;
    },

    async insert(values: NewLyrics): Promise<LyricsRow> {
      const [row] = await db.insert(lyrics).values(values).returning();
      if (!row) throw new Error('Inserting lyrics returned no row');
      return row;
    },

    /** Applies the changes and bumps updatedAt; null when the row vanished meanwhile. */
    async update(lyricsId: string, changes: LyricsChanges): Promise<LyricsRow | null> {
      const [row] = await db
        .update(lyrics)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(lyrics.id, lyricsId))
        .returning();
      return row ?? null;
    },

    async delete(lyricsId: string): Promise<void> {
      await db.delete(lyrics).where(eq(lyrics.id, lyricsId));
    },
  };
}
export type LyricsRepository = ReturnType<typeof lyricsRepository>;
