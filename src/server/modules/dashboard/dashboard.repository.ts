import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { audioFiles, projects } from '../../db/schema/index.js';

export interface ProjectOverview {
  recent: { id: string; title: string; status: string; createdAt: Date }[];
  projectCount: number;
  songCount: number;
  totalSeconds: number;
}

export type LibrarySongRow = Pick<
  typeof audioFiles.$inferSelect,
  'id' | 'projectId' | 'filename' | 'originalName' | 'title' | 'size' | 'duration' | 'createdAt'
>;

/** SQL for the dashboard: two queries, both served by the owner/project indexes. */
export function dashboardRepository(db: Database) {
  return {
    /** The newest projects a profile owns, plus totals over all of them, in one query. */
    async projectOverview(profileId: string, recentLimit: number): Promise<ProjectOverview> {
      // Window functions run after GROUP BY and before LIMIT, so every returned row carries
      // the totals over all the profile's projects while only the newest few are sent back.
      const rows = await db
        .select({
          id: projects.id,
          title: projects.title,
          status: projects.status,
          createdAt: projects.createdAt,
          projectCount: sql<number>`(count(*) over ())::int`,
          songCount: sql<number>`(sum(count(${audioFiles.id})) over ())::int`,
          totalSeconds: sql<number>`(sum(coalesce(sum(${audioFiles.duration}), 0)) over ())::float8`,
        })
        .from(projects)
        // Songs are latest versions only: older versions of a song neither count nor add minutes.
        .leftJoin(
          audioFiles,
          and(eq(audioFiles.projectId, projects.id), eq(audioFiles.isLatest, true)),
        )
        .where(eq(projects.ownerProfileId, profileId))
        .groupBy(projects.id)
        .orderBy(desc(projects.createdAt), desc(projects.id))
        .limit(recentLimit);
      const totals = rows[0];
      return {
        recent: rows.map(({ id, title, status, createdAt }) => ({ id, title, status, createdAt })),
        projectCount: totals?.projectCount ?? 0,
        songCount: totals?.songCount ?? 0,
        totalSeconds: totals?.totalSeconds ?? 0,
      };
    },

    /** The songs (latest versions) of the profile's "My Library" project, newest first. */
    async librarySongs(profileId: string): Promise<LibrarySongRow[]> {
      return db
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
        .innerJoin(projects, eq(projects.id, audioFiles.projectId))
        .where(
          and(
            eq(projects.ownerProfileId, profileId),
            eq(projects.isLibrary, true),
            eq(audioFiles.isLatest, true),
          ),
        )
        .orderBy(desc(audioFiles.createdAt), desc(audioFiles.id));
    },
  };
}
export type DashboardRepository = ReturnType<typeof dashboardRepository>;
