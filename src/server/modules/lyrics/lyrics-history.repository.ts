import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { lyricsDocs, lyricsDocSnapshots, profiles } from '../../db/schema/index.js';
import { afterTimestampId, sortText } from '../../db/timestamp-keyset.js';
import { pageReadSize, type TimestampIdKey } from '../../lib/pagination.js';

/** How often a document being edited keeps a version (at least). */
export const HOURLY_MS = 3600_000;

export interface NewVersion {
  lyricsId: string;
  state: Uint8Array;
  reason: 'hourly' | 'beforeRestore';
  byProfileId: string | null;
  preview: string;
  length: number;
}

/** SQL of the lyrics' version history (lyrics_doc_snapshots). */
export function lyricsHistoryRepository(db: Database) {
  return {
    /** One page of a document's versions, newest first. */
    async page(lyricsId: string, after: TimestampIdKey | null, limit: number) {
      return db
        .select({
          id: lyricsDocSnapshots.id,
          createdAt: lyricsDocSnapshots.createdAt,
          createdText: sortText(lyricsDocSnapshots.createdAt),
          reason: lyricsDocSnapshots.reason,
          preview: lyricsDocSnapshots.preview,
          length: lyricsDocSnapshots.length,
          artistName: profiles.artistName,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
        })
        .from(lyricsDocSnapshots)
        .leftJoin(profiles, eq(profiles.id, lyricsDocSnapshots.byProfileId))
        .where(
          and(
            eq(lyricsDocSnapshots.lyricsId, lyricsId),
            afterTimestampId([lyricsDocSnapshots.createdAt, lyricsDocSnapshots.id], after, 'desc'),
          ),
        )
        .orderBy(desc(lyricsDocSnapshots.createdAt), desc(lyricsDocSnapshots.id))
        .limit(pageReadSize(limit));
    },

    async find(lyricsId: string, versionId: string) {
      const [row] = await db
        .select({ state: lyricsDocSnapshots.state })
        .from(lyricsDocSnapshots)
        .where(
          and(eq(lyricsDocSnapshots.id, versionId), eq(lyricsDocSnapshots.lyricsId, lyricsId)),
        );
      return row ?? null;
    },

    async insert(version: NewVersion): Promise<void> {
      await db.insert(lyricsDocSnapshots).values({ ...version, state: Buffer.from(version.state) });
    },

    /**
     * Claims the document's hourly version: true for exactly one caller (of any process) once
     * an hour has passed since the last one.
     */
    async claimHourly(lyricsId: string): Promise<boolean> {
      const claimed = await db
        .update(lyricsDocs)
        .set({ snapshotAt: sql`now()` })
        .where(
          and(
            eq(lyricsDocs.lyricsId, lyricsId),
            sql`${lyricsDocs.snapshotAt} <= now() - make_interval(secs => ${HOURLY_MS / 1000})`,
          ),
        )
        .returning({ lyricsId: lyricsDocs.lyricsId });
      return claimed.length > 0;
    },
  };
}
export type LyricsHistoryRepository = ReturnType<typeof lyricsHistoryRepository>;
