import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { rowsAfter } from '../../db/keyset.js';
import { credits, lyrics, projects } from '../../db/schema/index.js';
import { sortText } from '../../db/timestamp-keyset.js';
import { pageReadSize, timestampText } from '../../lib/pagination.js';
import { isLyricsVersion, nextLyricsVersion } from './lyrics-save-time.sql.js';

/** A lyrics row as the app reads it: the search's plain-text column (content_text) left out. */
export type LyricsRow = Omit<typeof lyrics.$inferSelect, 'contentText'>;
// The list reads every column but the plain text PostgreSQL keeps for the search, which would
// double what a page of lyrics reads.
const { contentText: _searchText, ...lyricsColumns } = getTableColumns(lyrics);
export type NewLyrics = Pick<
  typeof lyrics.$inferInsert,
  'projectId' | 'title' | 'content' | 'genre' | 'mood' | 'language' | 'authorProfileId'
>;
/** The cursor of the lyrics list: updatedAt, createdAt (as text) and the id. */
export const lyricsKey = z.tuple([timestampText, timestampText, z.uuid()]);
export type LyricsKey = z.infer<typeof lyricsKey>;
export type LyricsPageRow = LyricsRow & { updatedText: string; createdText: string };
export type LyricsChanges = Partial<
  Pick<typeof lyrics.$inferInsert, 'title' | 'content' | 'genre' | 'mood' | 'language'>
>;

/** SQL for lyrics: one query per call, lists served by the (project, updatedAt, …) index. */
export function lyricsRepository(db: Database) {
  return {
    /**
     * One page of a project's lyrics, most recently edited first: `pageReadSize(limit)` rows after `after`
     * (updatedAt, createdAt, id as PostgreSQL prints them). An edit moves a row to the top, so a
     * row edited between two page reads shows where it now belongs, as in any live list.
     */
    async pageByProject(
      projectId: string,
      after: LyricsKey | null,
      limit: number,
    ): Promise<LyricsPageRow[]> {
      return db
        .select({
          ...lyricsColumns,
          updatedText: sortText(lyrics.updatedAt),
          createdText: sortText(lyrics.createdAt),
        })
        .from(lyrics)
        .where(
          and(
            eq(lyrics.projectId, projectId),
            after
              ? rowsAfter(
                  [lyrics.updatedAt, lyrics.createdAt, lyrics.id],
                  [
                    sql`${after[0]}::timestamptz`,
                    sql`${after[1]}::timestamptz`,
                    sql`${after[2]}::uuid`,
                  ],
                  'desc',
                )
              : undefined,
          ),
        )
        .orderBy(desc(lyrics.updatedAt), desc(lyrics.createdAt), desc(lyrics.id))
        .limit(pageReadSize(limit));
    },

    async countByProject(projectId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(lyrics)
        .where(eq(lyrics.projectId, projectId));
      return row?.count ?? 0;
    },

    async find(lyricsId: string): Promise<LyricsRow | null> {
      const [row] = await db.select().from(lyrics).where(eq(lyrics.id, lyricsId)).limit(1);
      return row ?? null;
    },

    /** What a lyric sheet names besides the words: the project's title and its credits in order. */
    async sheetParts(projectId: string) {
      const [project, creditRows] = await Promise.all([
        db.select({ title: projects.title }).from(projects).where(eq(projects.id, projectId)),
        db
          .select({ name: credits.name, role: credits.role })
          .from(credits)
          .where(eq(credits.projectId, projectId))
          .orderBy(asc(credits.createdAt), asc(credits.id)),
      ]);
      return { songTitle: project[0]?.title ?? '', credits: creditRows };
    },

    async insert(values: NewLyrics): Promise<LyricsRow> {
      const [row] = await db.insert(lyrics).values(values).returning();
      if (!row) throw new Error('Inserting lyrics returned no row');
      return row;
    },

    /**
     * Applies `changes` and moves updatedAt on (nextLyricsVersion); with `ifVersion` (an
     * `updatedAt` as the API shows it, milliseconds) only while the row is still that version,
     * so of two saves from one version at once one applies and the other finds no row. Null
     * when nothing was updated (the row vanished, or is another version now).
     */
    async update(
      lyricsId: string,
      changes: LyricsChanges,
      ifVersion?: string,
    ): Promise<LyricsRow | null> {
      const [row] = await db
        .update(lyrics)
        .set({ ...changes, updatedAt: nextLyricsVersion })
        .where(and(eq(lyrics.id, lyricsId), ifVersion ? isLyricsVersion(ifVersion) : undefined))
        .returning();
      return row ?? null;
    },

    async delete(lyricsId: string): Promise<void> {
      await db.delete(lyrics).where(eq(lyrics.id, lyricsId));
    },
  };
}
export type LyricsRepository = ReturnType<typeof lyricsRepository>;
