import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { audioFiles, profiles, projectFolders, projects } from '../../db/schema/index.js';
import type { ProjectRow } from './project-access.js';

/** A project with what its card shows: the owner's names and how many songs it holds. */
export interface ProjectSummaryRow {
  project: ProjectRow;
  ownerArtistName: string | null;
  ownerFirstName: string;
  ownerLastName: string;
  /** Latest versions only: older versions of a song are not separate songs. */
  audioCount: number;
  /** The folder the asking profile filed it in (each profile files projects its own way). */
  folderId: string | null;
}

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

export const summaryColumns = {
  project: projects,
  ownerArtistName: profiles.artistName,
  ownerFirstName: profiles.firstName,
  ownerLastName: profiles.lastName,
  // Kept by the audio_files trigger (decision 006): no count over the songs.
  audioCount: projects.songCount,
  folderId: projectFolders.folderId,
};

/** The asking profile's placement of the project in the surrounding query (at most one row). */
export const placementOf = (profileId: string) =>
  and(eq(projectFolders.profileId, profileId), eq(projectFolders.projectId, projects.id));

/**
 * SQL for one project at a time: every read is one query (owner names and song counts joined
 * in). Lists of projects: project-list.repository.ts.
 */
export function projectsRepository(db: Database) {
  return {
    /**
     * One project's summary (the caller's access is checked before), with the folder `profileId`
     * filed it in (none when no profile is named).
     */
    async findSummary(projectId: string, profileId?: string): Promise<ProjectSummaryRow | null> {
      const [row] = await db
        .select(summaryColumns)
        .from(projects)
        .innerJoin(profiles, eq(profiles.id, projects.ownerProfileId))
        .leftJoin(projectFolders, profileId ? placementOf(profileId) : sql`false`)
        .where(eq(projects.id, projectId))
        .limit(1);
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
