import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { audioFiles } from '../../db/schema/index.js';

/** An audio file with the project the access check asks about. */
export interface StoredAudio {
  filename: string;
  originalName: string;
  mimeType: string;
  projectId: string;
}

/** SQL for serving stored audio. */
export function uploadsRepository(db: Database) {
  return {
    /** The file row by its stored name (unique). */
    async findAudio(filename: string): Promise<StoredAudio | null> {
      const [row] = await db
        .select({
          filename: audioFiles.filename,
          originalName: audioFiles.originalName,
          mimeType: audioFiles.mimeType,
          projectId: audioFiles.projectId,
        })
        .from(audioFiles)
        .where(eq(audioFiles.filename, filename))
        .limit(1);
      return row ?? null;
    },
  };
}
export type UploadsRepository = ReturnType<typeof uploadsRepository>;
