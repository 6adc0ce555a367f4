import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rowsAfter } from '../../db/keyset.js';
import { audioFiles, profiles, projects, releases, releaseTracks } from '../../db/schema/index.js';

export type ReleaseRow = typeof releases.$inferSelect;
/** A release with its track count and updated_at as PostgreSQL prints it (a page's cursor). */
export type ReleaseWithCount = ReleaseRow & {
  trackCount: number;
  updatedKey: string;
  /** The profile's own name, shown when the release names no artist. */
  profileName: string;
};
export type NewRelease = Omit<
  typeof releases.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'status' | 'published' | 'slug'
>;
export type ReleaseChanges = Partial<
  Omit<typeof releases.$inferInsert, 'id' | 'ownerProfileId' | 'createdAt' | 'updatedAt'>
>;
/** A page's last release: updated_at as text (exact to the microsecond) and its id. */
export type ReleaseKey = readonly [updatedAt: string, id: string];

/** One track with what the release editor and the checklist read of its master and project. */
export interface ReleaseTrackRow {
  position: number;
  audioId: string;
  songId: string;
  explicit: boolean;
  title: string;
  projectId: string;
  projectName: string;
  inLibrary: boolean;
  isrc: string | null;
  duration: number;
  size: number;
  analysisState: string;
  integratedLufs: number | null;
  container: string | null;
  sampleRate: number | null;
  bitDepth: number | null;
  channels: number | null;
}

/** SQL for releases and their tracklists; the checklist's reads are in release-checklist.repository.ts. */
export function releasesRepository(db: DbExecutor) {
  // Written out qualified: in a one-table select Drizzle prints bare column names, which the
  // subqueries would read as their own table's.
  const releaseIdColumn = sql`${sql.identifier('releases')}.${sql.identifier('id')}`;
  const ownerColumn = sql`${sql.identifier('releases')}.${sql.identifier('owner_profile_id')}`;
  const trackCount = sql<number>`(select count(*)::int from ${releaseTracks} where ${releaseTracks.releaseId} = ${releaseIdColumn})`;

  async function listWithCount(
    ownerProfileId: string,
    where: SQL | undefined,
    limit: number,
  ): Promise<ReleaseWithCount[]> {
    const rows = await db
      .select({
        release: releases,
        updatedKey: sql<string>`${releases.updatedAt}::text`,
        trackCount: trackCount.mapWith(Number),
        profileName: sql<string>`(select coalesce(nullif(${profiles.artistName}, ''), ${profiles.firstName} || ' ' || ${profiles.lastName}) from ${profiles} where ${sql.identifier('profiles')}.${sql.identifier('id')} = ${ownerColumn})`,
      })
      .from(releases)
      .where(and(eq(releases.ownerProfileId, ownerProfileId), where))
      .orderBy(desc(releases.updatedAt), desc(releases.id))
      .limit(limit);
    return rows.map((row) => ({
      ...row.release,
      updatedKey: row.updatedKey,
      trackCount: row.trackCount,
      profileName: row.profileName,
    }));
  }

  const owned = (ownerProfileId: string, releaseId: string) =>
    and(eq(releases.id, releaseId), eq(releases.ownerProfileId, ownerProfileId));

  return {
    /** A page of the owner's releases, latest changed first: one range of the owner index. */
    listPage: (ownerProfileId: string, after: ReleaseKey | null, limit: number) =>
      listWithCount(
        ownerProfileId,
        after
          ? rowsAfter(
              [releases.updatedAt, releases.id],
              [sql`${after[0]}::timestamptz`, sql`${after[1]}::uuid`],
              'desc',
            )
          : undefined,
        limit,
      ),

    async countOwned(ownerProfileId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(releases)
        .where(eq(releases.ownerProfileId, ownerProfileId));
      return row?.count ?? 0;
    },

    /** One of the owner's releases; null when absent or someone else's. */
    async findOwned(ownerProfileId: string, releaseId: string): Promise<ReleaseWithCount | null> {
      const [row] = await listWithCount(ownerProfileId, eq(releases.id, releaseId), 1);
      return row ?? null;
    },

    /** Locks one of the owner's releases until the transaction ends (changes queue). */
    async lockOwned(ownerProfileId: string, releaseId: string): Promise<ReleaseRow | null> {
      const [row] = await db
        .select()
        .from(releases)
        .where(owned(ownerProfileId, releaseId))
        .for('update');
      return row ?? null;
    },

    async insert(values: NewRelease): Promise<ReleaseRow> {
      const [row] = await db.insert(releases).values(values).returning();
      if (!row) throw new Error('Inserting a release returned no row');
      return row;
    },

    /** Applies a change (and marks the release changed now); false when there is none. */
    async update(
      ownerProfileId: string,
      releaseId: string,
      changes: ReleaseChanges,
    ): Promise<boolean> {
      const updated = await db
        .update(releases)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(owned(ownerProfileId, releaseId))
        .returning({ id: releases.id });
      return updated.length > 0;
    },

    async delete(ownerProfileId: string, releaseId: string): Promise<ReleaseRow | null> {
      const [row] = await db.delete(releases).where(owned(ownerProfileId, releaseId)).returning();
      return row ?? null;
    },

    /** The release's tracks in order, with their masters and projects (one statement). */
    async tracks(releaseId: string): Promise<ReleaseTrackRow[]> {
      return db
        .select({
          position: releaseTracks.position,
          audioId: releaseTracks.audioId,
          songId: releaseTracks.songId,
          explicit: releaseTracks.explicit,
          title: audioFiles.title,
          projectId: audioFiles.projectId,
          projectName: projects.title,
          inLibrary: projects.isLibrary,
          isrc: audioFiles.isrc,
          duration: audioFiles.duration,
          size: audioFiles.size,
          analysisState: audioFiles.analysisState,
          integratedLufs: sql<
            number | null
          >`(${audioFiles.analysis} ->> 'integratedLufs')::double precision`,
          container: audioFiles.container,
          sampleRate: audioFiles.sampleRate,
          bitDepth: audioFiles.bitDepth,
          channels: audioFiles.channels,
        })
        .from(releaseTracks)
        .innerJoin(audioFiles, eq(audioFiles.id, releaseTracks.audioId))
        .innerJoin(projects, eq(projects.id, audioFiles.projectId))
        .where(eq(releaseTracks.releaseId, releaseId))
        .orderBy(asc(releaseTracks.position));
    },

    /** Replaces the whole tracklist (at most RELEASE_TRACKS_MAX rows: two statements). */
    async replaceTracks(
      releaseId: string,
      tracks: readonly { audioId: string; songId: string; explicit: boolean }[],
    ): Promise<void> {
      await db.delete(releaseTracks).where(eq(releaseTracks.releaseId, releaseId));
      if (tracks.length === 0) return;
      await db
        .insert(releaseTracks)
        .values(tracks.map((track, index) => ({ ...track, releaseId, position: index + 1 })));
    },

    /** The explicit flags a tracklist had, by audio id (kept when a PUT leaves them out). */
    async explicitFlags(releaseId: string): Promise<Map<string, boolean>> {
      const rows = await db
        .select({ audioId: releaseTracks.audioId, explicit: releaseTracks.explicit })
        .from(releaseTracks)
        .where(eq(releaseTracks.releaseId, releaseId));
      return new Map(rows.map((row) => [row.audioId, row.explicit]));
    },

    /** Sets the recordings' codes (unique within the owner's files: a clash throws 23505). */
    async setIsrcs(changes: readonly { audioId: string; isrc: string | null }[]): Promise<void> {
      // Cleared first, then set, so two masters may swap codes in one request.
      const ids = changes.map((change) => change.audioId);
      if (ids.length === 0) return;
      await db.update(audioFiles).set({ isrc: null }).where(inArray(audioFiles.id, ids));
      const set = changes.filter((change) => change.isrc !== null);
      if (set.length === 0) return;
      const values = sql.join(
        set.map((change) => sql`(${change.audioId}::uuid, ${change.isrc}::text)`),
        sql`, `,
      );
      await db.execute(
        sql`update ${audioFiles} set isrc = v.isrc from (values ${values}) as v(id, isrc) where ${sql.identifier('audio_files')}.${sql.identifier('id')} = v.id`,
      );
    },
  };
}
export type ReleasesRepository = ReturnType<typeof releasesRepository>;
