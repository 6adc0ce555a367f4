import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { audioFiles, plays, projects } from '../../db/schema/index.js';
import { projectVisibleTo } from '../../db/conditions/project-membership.js';

/** Rows of a raw statement: the PGlite driver answers `{ rows }`, postgres-js an array. */
function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
}

/** SQL for plays and nothing else. */
export function playsRepository(db: Database) {
  return {
    /** Whether the song exists in a project the profile may see (and so may play). */
    async songPlayableBy(profileId: string, audioId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: audioFiles.id })
        .from(audioFiles)
        .innerJoin(projects, eq(projects.id, audioFiles.projectId))
        .where(and(eq(audioFiles.id, audioId), projectVisibleTo(profileId)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Records a play unless this listener already has one of this song in the last `windowMs`;
     * true when recorded. The advisory lock makes two racing requests take turns, so only one
     * of them can count (other servers share it through PostgreSQL).
     */
    async recordUnlessRecent(
      audioId: string,
      profileId: string,
      windowMs: number,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`play:${profileId}:${audioId}`}, 0))`,
        );
        const result = await tx.execute(sql`
          insert into ${plays} (audio_file_id, listener_profile_id)
          select ${audioId}::uuid, ${profileId}::uuid
          where not exists (
            select 1 from ${plays}
            where ${plays.audioFileId} = ${audioId} and ${plays.listenerProfileId} = ${profileId}
              and ${plays.playedAt} > now() - make_interval(secs => ${windowMs / 1000})
          )
          returning id`);
        return rowsOf(result).length > 0;
      });
    },
  };
}
export type PlaysRepository = ReturnType<typeof playsRepository>;
