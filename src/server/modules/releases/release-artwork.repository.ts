import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { releases } from '../../db/schema/index.js';

/** The stored files of a release's artwork (keys in Storage) and its size. */
export interface ArtworkFiles {
  key: string;
  thumbnailKey: string | null;
  width: number;
  height: number;
}

/** The release's state as an artwork change needs it: whether it exists and may change. */
export interface ArtworkTarget {
  status: string;
  artworkKey: string | null;
  artworkThumbnailKey: string | null;
}

/** SQL for a release's artwork columns. */
export function releaseArtworkRepository(db: Database) {
  const owned = (ownerProfileId: string, releaseId: string) =>
    and(eq(releases.id, releaseId), eq(releases.ownerProfileId, ownerProfileId));
  const targetColumns = {
    status: releases.status,
    artworkKey: releases.artworkKey,
    artworkThumbnailKey: releases.artworkThumbnailKey,
  };

  return {
    /** One of the owner's releases as an artwork change sees it; null when not theirs. */
    async findTarget(ownerProfileId: string, releaseId: string): Promise<ArtworkTarget | null> {
      const [row] = await db
        .select(targetColumns)
        .from(releases)
        .where(owned(ownerProfileId, releaseId));
      return row ?? null;
    },

    /**
     * Points the release at new artwork when `allowed` accepts it as it stands (row locked, so
     * two racing uploads each see the files the other replaced); returns what it was before,
     * or null when the release is not the owner's. `allowed` throwing leaves nothing changed.
     */
    async replace(
      ownerProfileId: string,
      releaseId: string,
      files: ArtworkFiles,
      allowed: (target: ArtworkTarget) => void,
    ): Promise<ArtworkTarget | null> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select(targetColumns)
          .from(releases)
          .where(owned(ownerProfileId, releaseId))
          .for('update');
        if (!current) return null;
        allowed(current);
        await tx
          .update(releases)
          .set({
            artworkKey: files.key,
            artworkThumbnailKey: files.thumbnailKey,
            artworkWidth: files.width,
            artworkHeight: files.height,
            updatedAt: sql`now()`,
          })
          .where(owned(ownerProfileId, releaseId));
        return current;
      });
    },
  };
}
export type ReleaseArtworkRepository = ReturnType<typeof releaseArtworkRepository>;
