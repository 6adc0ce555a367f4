import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ProjectRole } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';
import { audioFiles, profiles, projects } from '../../db/schema/index.js';
import { projectRoleOf, projectVisibleTo, type ProjectRow } from './project-access.js';

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
}

export type NewProject = Pick<
  typeof projects.$inferInsert,
  'ownerProfileId' | 'title' | 'description' | 'genre'
>;
export type ProjectChanges = Partial<
  Pick<typeof projects.$inferInsert, 'title' | 'description' | 'genre' | 'status'>
>;

const summaryColumns = {
  project: projects,
  ownerArtistName: profiles.artistName,
  ownerFirstName: profiles.firstName,
  ownerLastName: profiles.lastName,
  audioCount: sql<number>`count(${audioFiles.id})::int`,
};

/** SQL for projects: every read is one query (owner names and song counts joined in). */
export function projectsRepository(db: Database) {
  /** Summaries of the projects matching `where`, grouped so each project is one row. */
  const summaries = <T extends Record<string, SQL>>(extra: T, where: SQL) =>
    db
      .select({ ...summaryColumns, ...extra })
      .from(projects)
      .innerJoin(profiles, eq(profiles.id, projects.ownerProfileId))
      .leftJoin(
        audioFiles,
        and(eq(audioFiles.projectId, projects.id), eq(audioFiles.isLatest, true)),
      )
      .where(where)
      .groupBy(projects.id, profiles.id);

  return {
    /**
     * Every project the profile can see, library first, then newest first. Collaborations
     * extend this one query: the visibility condition and the role expression.
     */
    async listVisible(profileId: string): Promise<ProjectListRow[]> {
      const role = projectRoleOf(profileId) as SQL<ProjectRole>;
      return summaries({ role }, projectVisibleTo(profileId)).orderBy(
        desc(projects.isLibrary),
        desc(projects.createdAt),
        desc(projects.id),
      );
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
