import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { audioFiles, projects } from '../../db/schema/index.js';

/** SQL for turning a library song into a song project (issue 16), inside one transaction. */
export function songProjectRepository(tx: DbExecutor) {
  return {
    /** The title of the song's latest version (what the new project is called). */
    async latestTitle(songId: string): Promise<string | null> {
      const [row] = await tx
        .select({ title: audioFiles.title })
        .from(audioFiles)
        .where(and(eq(audioFiles.songId, songId), eq(audioFiles.isLatest, true)))
        .limit(1);
      return row?.title ?? null;
    },

    async insertProject(ownerProfileId: string, title: string): Promise<string> {
      const [row] = await tx
        .insert(projects)
        .values({ ownerProfileId, title })
        .returning({ id: projects.id });
      if (!row) throw new Error('Inserting a song project returned no row');
      return row.id;
    },

    /**
     * Moves every version of the song from one project to another and returns how many moved
     * (0 when the song left `fromProjectId` meanwhile). Comments follow through the
     * audio_files_comments_project trigger, the owner column and song totals through theirs;
     * plays and playlist places name the audio id, which does not change.
     */
    async moveSong(songId: string, fromProjectId: string, toProjectId: string): Promise<number> {
      const moved = await tx
        .update(audioFiles)
        .set({ projectId: toProjectId })
        .where(and(eq(audioFiles.songId, songId), eq(audioFiles.projectId, fromProjectId)))
        .returning({ id: audioFiles.id });
      return moved.length;
    },
  };
}
