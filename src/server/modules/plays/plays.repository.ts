import { and, eq, sql } from 'drizzle-orm';
import type { PlaySource } from '../../../shared/schemas/analytics.js';
import type { Database } from '../../db/client.js';
import { audioFiles, plays, projects } from '../../db/schema/index.js';
import { projectVisibleTo } from '../../db/conditions/project-membership.js';

/** Rows of a raw statement: the PGlite driver answers `{ rows }`, postgres-js an array. */
function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
}

/** One play to count: the song, its owner (copied into the row), where it came from, what was heard. */
export interface PlayRow {
  audioId: string;
  ownerProfileId: string;
  /** Null for a signed-out listener (a public page). */
  listenerProfileId: string | null;
  source: PlaySource;
  secondsHeard: number | null;
  completed: boolean | null;
}

/** SQL for plays and nothing else. */
export function playsRepository(db: Database) {
  return {
    /**
     * The song's owner when it exists in a project the profile may see (and so may play);
     * null otherwise.
     */
    async playableSongOwner(profileId: string, audioId: string): Promise<string | null> {
      const [row] = await db
        .select({ ownerProfileId: audioFiles.ownerProfileId })
        .from(audioFiles)
        .innerJoin(projects, eq(projects.id, audioFiles.projectId))
        .where(and(eq(audioFiles.id, audioId), projectVisibleTo(profileId)))
        .limit(1);
      return row?.ownerProfileId ?? null;
    },

    /** Records a play without a window (a public page's: its rate limit is the window). */
    async record(play: PlayRow): Promise<void> {
      await db.insert(plays).values({
        audioFileId: play.audioId,
        ownerProfileId: play.ownerProfileId,
        listenerProfileId: play.listenerProfileId,
        source: play.source,
        secondsHeard: play.secondsHeard,
        completed: play.completed,
      });
    },

    /**
     * Records a signed-in listener's play unless they already have one of this song in the last
     * `windowMs`; true when recorded. The advisory lock makes two racing requests take turns,
     * so only one of them can count (other servers share it through PostgreSQL).
     */
    async recordUnlessRecent(
      play: PlayRow & { listenerProfileId: string },
      windowMs: number,
    ): Promise<boolean> {
      const { audioId, listenerProfileId: profileId } = play;
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`play:${profileId}:${audioId}`}, 0))`,
        );
        const result = await tx.execute(sql`
          insert into ${plays} (audio_file_id, listener_profile_id, owner_profile_id, source,
            seconds_heard, completed)
          select ${audioId}::uuid, ${profileId}::uuid, ${play.ownerProfileId}::uuid,
            ${play.source}, ${play.secondsHeard}::real, ${play.completed}::boolean
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
