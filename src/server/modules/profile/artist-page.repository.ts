import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ReleaseType } from '../../../shared/schemas/releases.js';
import type { Database } from '../../db/client.js';
import {
  audioFiles,
  playlists,
  playlistTracks,
  profiles,
  projects,
  releases,
} from '../../db/schema/index.js';
import { projectShareableBy } from '../../db/conditions/project-membership.js';
import type { ProfileRow } from './profile.repository.js';

export interface PublicPlaylistRow {
  name: string;
  shareToken: string | null;
  trackCount: number;
}

export interface PublishedReleaseRow {
  slug: string;
  title: string;
  type: ReleaseType;
  releaseDate: string | null;
  hasArtwork: boolean;
  updatedAt: Date;
}

/** Read-only SQL for /artist/{handle}: the public profile, its public playlists and releases. */
export function artistPageRepository(db: Database) {
  return {
    /** The profile with this handle, only while it is public. */
    async findPublic(handle: string): Promise<ProfileRow | null> {
      const [row] = await db
        .select()
        .from(profiles)
        .where(and(eq(profiles.handle, handle), eq(profiles.isPublic, true)))
        .limit(1);
      return row ?? null;
    },

    /**
     * The profile's public playlists, newest first. A track counts only while its owner may
     * share it: the count is what the playlist's public link serves (issue 14).
     */
    async publicPlaylists(profileId: string): Promise<PublicPlaylistRow[]> {
      const playable = db
        .select({ n: sql<number>`count(*)::int` })
        .from(playlistTracks)
        .innerJoin(audioFiles, eq(audioFiles.id, playlistTracks.audioFileId))
        .innerJoin(projects, eq(projects.id, audioFiles.projectId))
        .where(and(eq(playlistTracks.playlistId, playlists.id), projectShareableBy(profileId)));
      return db
        .select({
          name: playlists.name,
          shareToken: playlists.shareToken,
          trackCount: sql<number>`(${playable})`,
        })
        .from(playlists)
        .where(
          and(
            eq(playlists.ownerProfileId, profileId),
            eq(playlists.isPublic, true),
            isNotNull(playlists.shareToken),
          ),
        )
        .orderBy(desc(playlists.createdAt), desc(playlists.id));
    },

    /**
     * The profile's published releases, the newest release date first (undated last), `limit`
     * at most: read in the order of releases_published_by_owner_idx, so only those rows.
     */
    async publishedReleases(profileId: string, limit: number): Promise<PublishedReleaseRow[]> {
      return db
        .select({
          slug: sql<string>`${releases.slug}`,
          title: releases.title,
          type: releases.type,
          releaseDate: releases.releaseDate,
          hasArtwork: sql<boolean>`${releases.artworkThumbnailKey} is not null`,
          updatedAt: releases.updatedAt,
        })
        .from(releases)
        .where(
          and(
            eq(releases.ownerProfileId, profileId),
            eq(releases.published, true),
            isNotNull(releases.slug),
          ),
        )
        .orderBy(sql`${releases.releaseDate} desc nulls last`, desc(releases.id))
        .limit(limit);
    },
  };
}
export type ArtistPageRepository = ReturnType<typeof artistPageRepository>;
