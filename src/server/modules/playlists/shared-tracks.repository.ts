import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { audioFiles, playlistTracks, projects } from '../../db/schema/index.js';
import { projectShareableBy } from '../../db/conditions/project-membership.js';
import { afterKey, byPlace, placeText, type TrackKey } from './playlist-tracks.repository.js';

/** A song of a shared playlist as a listener may know it. */
export interface SharedTrackRow {
  id: string;
  title: string;
  duration: number;
  peaks: number[];
  addedAt: Date;
  /** Its place, exact (numeric as text), for the next page's cursor. */
  place: string;
}

/** What the listen route needs to serve one song's bytes. */
export interface SharedTrackFile {
  filename: string;
  mimeType: string;
  /** The song (audio file) and its owner: what a play on the public page counts against. */
  audioId: string;
  ownerProfileId: string;
}

/**
 * SQL for a shared playlist's songs, as its public link serves them: only those its owner may
 * share (projectShareableBy: their own projects', or a project whose owner lets members share),
 * in the playlist's order. Seeing a song is not enough to publish it (issue 14).
 */
export function sharedTracksRepository(db: DbExecutor) {
  return {
    /** How many songs the link serves and their summed seconds (at most PLAYLIST_TRACKS_MAX). */
    async shareableStats(
      ownerProfileId: string,
      playlistId: string,
    ): Promise<{ trackCount: number; totalDuration: number }> {
      const [row] = await db
        .select({
          trackCount: sql<number>`count(*)::int`,
          totalDuration: sql<number>`coalesce(sum(${audioFiles.duration}), 0)`.mapWith(Number),
        })
        .from(playlistTracks)
        .innerJoin(audioFiles, eq(audioFiles.id, playlistTracks.audioFileId))
        .innerJoin(projects, eq(projects.id, audioFiles.projectId))
        .where(and(eq(playlistTracks.playlistId, playlistId), projectShareableBy(ownerProfileId)));
      return row ?? { trackCount: 0, totalDuration: 0 };
    },

    /** A page of the songs of a shared playlist its owner may share, in order. */
    async listPlayablePage(
      ownerProfileId: string,
      playlistId: string,
      after: TrackKey | null,
      limit: number,
    ): Promise<SharedTrackRow[]> {
      return db
        .select({
          id: playlistTracks.id,
          title: audioFiles.title,
          duration: audioFiles.duration,
          peaks: audioFiles.peaks,
          addedAt: playlistTracks.addedAt,
          place: placeText,
        })
        .from(playlistTracks)
        .innerJoin(audioFiles, eq(audioFiles.id, playlistTracks.audioFileId))
        .innerJoin(projects, eq(projects.id, audioFiles.projectId))
        .where(
          and(
            eq(playlistTracks.playlistId, playlistId),
            afterKey(after),
            projectShareableBy(ownerProfileId),
          ),
        )
        .orderBy(...byPlace)
        .limit(limit);
    },

    /** The stored file of one song of a playlist, when its owner may share it. */
    async findPlayableFile(
      ownerProfileId: string,
      playlistId: string,
      trackId: string,
    ): Promise<SharedTrackFile | null> {
      const [row] = await db
        .select({
          filename: audioFiles.filename,
          mimeType: audioFiles.mimeType,
          audioId: audioFiles.id,
          ownerProfileId: audioFiles.ownerProfileId,
        })
        .from(playlistTracks)
        .innerJoin(audioFiles, eq(audioFiles.id, playlistTracks.audioFileId))
        .innerJoin(projects, eq(projects.id, audioFiles.projectId))
        .where(
          and(
            eq(playlistTracks.id, trackId),
            eq(playlistTracks.playlistId, playlistId),
            projectShareableBy(ownerProfileId),
          ),
        )
        .limit(1);
      return row ?? null;
    },
  };
}
export type SharedTracksRepository = ReturnType<typeof sharedTracksRepository>;
