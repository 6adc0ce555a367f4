import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { audioFiles } from '../../db/schema/index.js';

/** A stored file whose format is still unread: where its bytes are and how many there are. */
export interface UnreadFormat {
  id: string;
  filename: string;
  size: number;
}

/** What a file's header says, as the columns keep it. */
export interface FormatColumns {
  container: string;
  sampleRate: number | null;
  bitDepth: number | null;
  channels: number | null;
}

/** SQL of the format backfill: the files stored before their format was read at upload. */
export function audioFormatRepository(db: DbExecutor) {
  return {
    /** The next `limit` files without a container, in id order after `afterId` (a keyset). */
    async nextUnread(afterId: string | null, limit: number): Promise<UnreadFormat[]> {
      return db
        .select({ id: audioFiles.id, filename: audioFiles.filename, size: audioFiles.size })
        .from(audioFiles)
        .where(and(isNull(audioFiles.container), afterId ? gt(audioFiles.id, afterId) : undefined))
        .orderBy(asc(audioFiles.id))
        .limit(limit);
    },

    /** Stores a file's format unless another process stored it first. */
    async saveFormat(audioId: string, format: FormatColumns): Promise<void> {
      await db
        .update(audioFiles)
        .set(format)
        .where(and(eq(audioFiles.id, audioId), isNull(audioFiles.container)));
    },
  };
}
export type AudioFormatRepository = ReturnType<typeof audioFormatRepository>;
