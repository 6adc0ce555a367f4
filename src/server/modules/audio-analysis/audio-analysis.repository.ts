import { and, desc, eq } from 'drizzle-orm';
import type { AudioAnalysis, AudioAnalysisState } from '../../../shared/schemas/audio-analysis.js';
import type { DbExecutor } from '../../db/client.js';
import { audioFiles } from '../../db/schema/index.js';

/** A stored file waiting for its analysis: what the worker needs to read it. */
export interface PendingAudio {
  id: string;
  projectId: string;
  filename: string;
  mimeType: string;
  size: number;
}

/** SQL of the sound analysis: the files still to measure, and their results. */
export function audioAnalysisRepository(db: DbExecutor) {
  return {
    /**
     * The next files to analyse, newest first: a fresh upload goes before the backfill's old
     * files. Reads the partial index of pending files, so it costs the same however many
     * files are done.
     */
    async nextPending(limit: number): Promise<PendingAudio[]> {
      return db
        .select({
          id: audioFiles.id,
          projectId: audioFiles.projectId,
          filename: audioFiles.filename,
          mimeType: audioFiles.mimeType,
          size: audioFiles.size,
        })
        .from(audioFiles)
        .where(eq(audioFiles.analysisState, 'pending'))
        .orderBy(desc(audioFiles.createdAt), desc(audioFiles.id))
        .limit(limit);
    },

    /**
     * Records a file's analysis, only while it is still pending (another server process may
     * have finished it first). Answers the file's project now, or null when nothing changed
     * (the file was analysed elsewhere, or deleted meanwhile).
     */
    async saveResult(
      audioId: string,
      state: Exclude<AudioAnalysisState, 'pending'>,
      analysis: AudioAnalysis | null,
    ): Promise<string | null> {
      const [row] = await db
        .update(audioFiles)
        .set({ analysisState: state, analysis })
        .where(and(eq(audioFiles.id, audioId), eq(audioFiles.analysisState, 'pending')))
        .returning({ projectId: audioFiles.projectId });
      return row?.projectId ?? null;
    },
  };
}
export type AudioAnalysisRepository = ReturnType<typeof audioAnalysisRepository>;
