import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { audioFiles, projects } from '../../db/schema/index.js';
import { dashboardOverviewQuery } from './dashboard-overview.sql.js';

/** The one row of dashboardOverviewQuery; the short lists arrive as JSON text. */
export interface OverviewRow {
  projects: number;
  songs: number;
  seconds: number;
  collaborators: number;
  librarySongs: number;
  recent: string;
  collaborations: string;
}

export type LibrarySongRow = Pick<
  typeof audioFiles.$inferSelect,
  'id' | 'projectId' | 'filename' | 'originalName' | 'title' | 'size' | 'duration' | 'createdAt'
>;

/**
 * Rows of a raw statement: drizzle's PGlite driver answers `{ rows }`, its postgres-js driver
 * an array of rows.
 */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** SQL for the dashboard: the overview statement and the library list. */
export function dashboardRepository(db: Database) {
  return {
    /** Stats, recent projects and collaborations of a profile in one statement. */
    async overview(
      profileId: string,
      recentLimit: number,
      collaborationLimit: number,
    ): Promise<OverviewRow> {
      const result = await db.execute(
        dashboardOverviewQuery(profileId, recentLimit, collaborationLimit),
      );
      const [row] = rowsOf<OverviewRow>(result);
      if (!row) throw new Error('The dashboard overview returned no row');
      return row;
    },

    /** The newest `limit` songs (latest versions) of the profile's "My Library" project. */
    async librarySongs(profileId: string, limit: number): Promise<LibrarySongRow[]> {
      return (
        db
          .select({
            id: audioFiles.id,
            projectId: audioFiles.projectId,
            filename: audioFiles.filename,
            originalName: audioFiles.originalName,
            title: audioFiles.title,
            size: audioFiles.size,
            duration: audioFiles.duration,
            createdAt: audioFiles.createdAt,
          })
          .from(audioFiles)
          // The library's id first (one per profile, its own unique index), so the songs are
          // read through the (project, createdAt) index instead of joining every song.
          .where(
            and(
              eq(
                audioFiles.projectId,
                db
                  .select({ id: projects.id })
                  .from(projects)
                  .where(and(eq(projects.ownerProfileId, profileId), eq(projects.isLibrary, true))),
              ),
              eq(audioFiles.isLatest, true),
            ),
          )
          .orderBy(desc(audioFiles.createdAt), desc(audioFiles.id))
          .limit(limit)
      );
    },
  };
}
export type DashboardRepository = ReturnType<typeof dashboardRepository>;
