import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  audioFiles,
  playlists,
  playlistTracks,
  profiles,
  projects,
} from '../../db/schema/index.js';
import { projectShareableBy } from '../../db/conditions/project-membership.js';
import type { ProfileRow } from './profile.repository.js';

export interface PublicPlaylistRow {
  name: string;
  shareToken: string | null;
  trackCount: number;
}

/** Read-only SQL for /artist/{handle}: the public profile and its public playlists. */
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
  };
}
export type ArtistPageRepository = ReturnType<typeof artistPageRepository>;
