import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { audioFiles, profiles } from '../../db/schema/index.js';

/** An audio file with the project the access check asks about. */
export interface StoredAudio {
  filename: string;
  originalName: string;
  mimeType: string;
  projectId: string;
}

/** SQL for serving stored audio and for telling which stored files a row still points at. */
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

    /** Of these stored audio names, those an audio row still points at. */
    async audioNamesInUse(filenames: string[]): Promise<string[]> {
      const rows = await db
        .select({ filename: audioFiles.filename })
        .from(audioFiles)
        .where(inArray(audioFiles.filename, filenames));
      return rows.map((row) => row.filename);
    },

    /** Of these picture URLs (/uploads/…), those a profile still shows. */
    async pictureUrlsInUse(urls: string[]): Promise<string[]> {
      const rows = await db
        .select({ url: profiles.profileImageUrl })
        .from(profiles)
        .where(inArray(profiles.profileImageUrl, urls));
      return rows.flatMap((row) => (row.url ? [row.url] : []));
    },
  };
}
export type UploadsRepository = ReturnType<typeof uploadsRepository>;
