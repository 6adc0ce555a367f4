import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ProjectRole } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';
import { rowsAfter } from '../../db/keyset.js';
import { audioFiles, collaborations, profiles, projects } from '../../db/schema/index.js';
import { projectRoleOf, type ProjectRow } from './project-access.js';

/** A project with what its card shows: the owner's names and how many songs it holds. */
export interface ProjectSummaryRow {
  project: ProjectRow;
  ownerArtistName: string | null;
  ownerFirstName: string;
  ownerLastName: string;
  /** Latest versions only: older versions of a song are not separate songs. */
  audioCount: number;
}

/** A summary as the caller's project list returns it, with the caller's role. */
export interface ProjectListRow extends ProjectSummaryRow {
  role: ProjectRole;
  /** updated_at as PostgreSQL prints it (exact to the microsecond), for a page's cursor. */
  updatedKey: string;
}

/** A page's last project: library or not, updated_at as text, id (newest changed first). */
export type ProjectKey = readonly [isLibrary: boolean, updatedAt: string, id: string];

/** The library first, then the latest changed: the order of projects_owner_updated_idx. */
const listOrder = [desc(projects.isLibrary), desc(projects.updatedAt), desc(projects.id)];

export type NewProject = Pick<
  typeof projects.$inferInsert,
  'ownerProfileId' | 'title' | 'description' | 'genre'
>;
export type ProjectChanges = Partial<
  Pick<
    typeof projects.$inferInsert,
    'title' | 'description' | 'genre' | 'status' | 'membersMayShare'
  >
>;

const summaryColumns = {
  project: projects,
  ownerArtistName: profiles.artistName,
  ownerFirstName: profiles.firstName,
  ownerLastName: profiles.lastName,
  // Kept by the audio_files trigger (decision 006): no count over the songs.
  audioCount: projects.songCount,
};

/** SQL for projects: every read is one query (owner names and song counts joined in). */
export function projectsRepository(db: Database) {
  /** Summaries of the projects matching `where`. */
  const summaries = <T extends Record<string, SQL>>(extra: T, where: SQL) =>
    db
      .select({ ...summaryColumns, ...extra })
      .from(projects)
      .innerJoin(profiles, eq(profiles.id, projects.ownerProfileId))
      .where(where);

  return {
    /**
     * A page of the projects the profile can see, the library first, then the latest changed.
     * Owned projects are one range of projects_owner_updated_idx; joined ones come from the
     * profile's memberships (collaborations_profile_idx); each branch reads at most a page,
     * and the page is the first `limit` of both. The same visibility as projectVisibleTo.
     */
    async listVisiblePage(
      profileId: string,
      after: ProjectKey | null,
      limit: number,
    ): Promise<ProjectListRow[]> {
      const afterKey = after
        ? rowsAfter(
            [projects.isLibrary, projects.updatedAt, projects.id],
            [sql`${after[0]}::boolean`, sql`${after[1]}::timestamptz`, sql`${after[2]}::uuid`],
            'desc',
          )
        : undefined;
      const owned = db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.ownerProfileId, profileId), afterKey))
        .orderBy(...listOrder)
        .limit(limit);
      const joined = db
        .select({ id: projects.id })
        .from(collaborations)
        .innerJoin(projects, eq(projects.id, collaborations.projectId))
        .where(
          and(
            eq(collaborations.profileId, profileId),
            eq(collaborations.status, 'accepted'),
            afterKey,
          ),
        )
        .orderBy(...listOrder)
        .limit(limit);
      const role = projectRoleOf(profileId) as SQL<ProjectRole>;
      const updatedKey = sql<string>`${projects.updatedAt}::text`;
      return summaries(
        { role, updatedKey },
        sql`${projects.id} in ((${owned}) union all (${joined}))`,
      )
        .orderBy(...listOrder)
        .limit(limit);
    },

    /** How many projects the profile can see: two small indexed counts. */
    async countVisible(profileId: string): Promise<number> {
      const [row] = await db
        .select({
          count: sql<number>`(
            (select count(*) from ${projects} where ${projects.ownerProfileId} = ${profileId})
            + (select count(*) from ${collaborations}
               where ${collaborations.profileId} = ${profileId} and ${collaborations.status} = 'accepted')
          )::int`,
        })
        .from(sql`(select 1) as one`);
      return row?.count ?? 0;
    },

    /** One project's summary (the caller's access is checked before). */
    async findSummary(projectId: string): Promise<ProjectSummaryRow | null> {
      const [row] = await summaries({}, eq(projects.id, projectId)).limit(1);
      return row ?? null;
    },

    async insert(values: NewProject): Promise<ProjectRow> {
      const [row] = await db.insert(projects).values(values).returning();
      if (!row) throw new Error('Inserting a project returned no row');
      return row;
    },

    async update(projectId: string, changes: ProjectChanges): Promise<void> {
      await db
        .update(projects)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(projects.id, projectId));
    },

    /**
     * Deletes a project and its audio rows in one transaction and returns the stored file
     * names, so the caller can remove the files once the rows are gone. The project row is
     * locked first: an upload racing the delete waits, then fails on the missing project,
     * instead of slipping in a row whose file nobody would clean up.
     */
    async deleteWithAudio(projectId: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: projects.id })
          .from(projects)
          .where(eq(projects.id, projectId))
          .for('update');
        const files = await tx
          .delete(audioFiles)
          .where(eq(audioFiles.projectId, projectId))
          .returning({ filename: audioFiles.filename });
        await tx.delete(projects).where(eq(projects.id, projectId));
        return files.map((file) => file.filename);
      });
    },
  };
}
export type ProjectsRepository = ReturnType<typeof projectsRepository>;
