import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { projectMutes } from '../../db/schema/index.js';

/** SQL for members' mutes of projects (issue 26 item 3). */
export function projectMutesRepository(db: DbExecutor) {
  return {
    /** Which of `profileIds` muted the project (the ones to leave out of its notifications). */
    async mutedAmong(projectId: string, profileIds: readonly string[]): Promise<Set<string>> {
      if (profileIds.length === 0) return new Set();
      const rows = await db
        .select({ profileId: projectMutes.profileId })
        .from(projectMutes)
        .where(
          and(
            eq(projectMutes.projectId, projectId),
            inArray(projectMutes.profileId, [...profileIds]),
          ),
        );
      return new Set(rows.map((row) => row.profileId));
    },

    async isMuted(profileId: string, projectId: string): Promise<boolean> {
      return (await this.mutedAmong(projectId, [profileId])).size > 0;
    },

    /** Mutes or unmutes; saying the same twice changes nothing. */
    async setMuted(profileId: string, projectId: string, muted: boolean): Promise<void> {
      if (muted) {
        await db.insert(projectMutes).values({ profileId, projectId }).onConflictDoNothing();
      } else {
        await db
          .delete(projectMutes)
          .where(and(eq(projectMutes.profileId, profileId), eq(projectMutes.projectId, projectId)));
      }
    },
  };
}
