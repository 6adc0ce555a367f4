import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { projectShareableBy } from '../../db/conditions/project-membership.js';
import {
  audioFiles,
  credits,
  profiles,
  projects,
  releases,
  releaseTracks,
} from '../../db/schema/index.js';
import type { ReleaseRow } from './releases.repository.js';

/** A published release with what its page shows of its owner. */
export interface PublishedRelease {
  release: ReleaseRow;
  /** The owner's artist page address, when that page is public. */
  artistHandle: string | null;
}

/** One track the public page plays: only a song of a project the release's owner owns. */
export interface PublicTrackRow {
  position: number;
  audioId: string;
  title: string;
  duration: number;
  explicit: boolean;
  projectId: string;
  inLibrary: boolean;
}

/** A playable track's stored file (what the audio and plays routes need). */
export interface PublicTrackFile {
  audioId: string;
  filename: string;
  mimeType: string;
  ownerProfileId: string;
}

/**
 * The public release page's reads (issue 28 item 4). Every track condition is the same: on the
 * release, and its project owned by the release's owner and shareable by them
 * (projectShareableBy, as public playlists use), so a song moved to someone else's project
 * leaves the page at the next request.
 */
export function publicReleaseRepository(db: DbExecutor) {
  const playable = (release: ReleaseRow) =>
    and(
      eq(releaseTracks.releaseId, release.id),
      eq(projects.ownerProfileId, release.ownerProfileId),
      projectShareableBy(release.ownerProfileId),
    );

  return {
    async findPublished(slug: string): Promise<PublishedRelease | null> {
      const [row] = await db
        .select({ release: releases, handle: profiles.handle, isPublic: profiles.isPublic })
        .from(releases)
        .innerJoin(profiles, eq(profiles.id, releases.ownerProfileId))
        .where(and(eq(releases.slug, slug), eq(releases.published, true)))
        .limit(1);
      if (!row) return null;
      return { release: row.release, artistHandle: row.isPublic ? row.handle : null };
    },

    async tracks(release: ReleaseRow): Promise<PublicTrackRow[]> {
      return db
        .select({
          position: releaseTracks.position,
          audioId: audioFiles.id,
          title: audioFiles.title,
          duration: audioFiles.duration,
          explicit: releaseTracks.explicit,
          projectId: projects.id,
          inLibrary: projects.isLibrary,
        })
        .from(releaseTracks)
        .innerJoin(audioFiles, eq(audioFiles.id, releaseTracks.audioId))
        .innerJoin(projects, eq(projects.id, audioFiles.projectId))
        .where(playable(release))
        .orderBy(asc(releaseTracks.position));
    },

    /** The credits of the given projects, in the order they were added. */
    async credits(
      projectIds: readonly string[],
    ): Promise<{ projectId: string; name: string; role: string }[]> {
      if (projectIds.length === 0) return [];
      return db
        .select({ projectId: credits.projectId, name: credits.name, role: credits.role })
        .from(credits)
        .where(inArray(credits.projectId, [...projectIds]))
        .orderBy(asc(credits.createdAt), asc(credits.id));
    },

    async playableFile(release: ReleaseRow, audioId: string): Promise<PublicTrackFile | null> {
      const [row] = await db
        .select({
          audioId: audioFiles.id,
          filename: audioFiles.filename,
          mimeType: audioFiles.mimeType,
          ownerProfileId: audioFiles.ownerProfileId,
        })
        .from(releaseTracks)
        .innerJoin(audioFiles, eq(audioFiles.id, releaseTracks.audioId))
        .innerJoin(projects, eq(projects.id, audioFiles.projectId))
        .where(and(playable(release), eq(releaseTracks.audioId, audioId)))
        .limit(1);
      return row ?? null;
    },
  };
}
export type PublicReleaseRepository = ReturnType<typeof publicReleaseRepository>;
