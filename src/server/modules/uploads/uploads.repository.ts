import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { audioFiles, projects } from '../../db/schema/index.js';

/** An audio file with what the access check needs to know about its project. */
export interface StoredAudio {
  filename: string;
  originalName: string;
  mimeType: string;
  projectId: string;
  ownerProfileId: string;
}

/** SQL for serving stored audio. */
export function uploadsRepository(db: Database) {
  return {
    /** One query: the file row and its project's owner (filename is unique). */
    async findAudio(filename: string): Promise<StoredAudio | null> {
      const [row] = await db
        .select({
          filename: audioFiles.filename,
          originalName: audioFiles.originalName,
          mimeType: audioFiles.mimeType,
          projectId: audioFiles.projectId,
          ownerProfileId: projects.ownerProfileId,
        })
        .from(audioFiles)
        .innerJoin(projects, eq(projects.id, audioFiles.projectId))
        .where(eq(audioFiles.filename, filename))
        .limit(1);
      return row ?? null;
    },
  };
}
export type UploadsRepository = ReturnType<typeof uploadsRepository>;
