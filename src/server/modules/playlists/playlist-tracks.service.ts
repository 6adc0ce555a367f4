import {
  PLAYLIST_FULL,
  PLAYLIST_MOVE_ANCHOR_NOT_FOUND,
  PLAYLIST_NOT_FOUND,
  PLAYLIST_ORDER_MISMATCH,
  PLAYLIST_SONG_ALREADY_IN,
  PLAYLIST_SONG_NOT_FOUND,
  PLAYLIST_TRACK_NOT_FOUND,
  PLAYLIST_TRACKS_MAX,
  type Playlist,
  type PlaylistTrack,
} from '../../../shared/schemas/playlists.js';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import { notifySongAdded } from './playlist-notification.js';
import {
  playlistTracksRepository,
  type PlayableSong,
  type PlaylistTracksRepository,
  type TrackKey,
} from './playlist-tracks.repository.js';
import {
  playlistsRepository,
  type PlaylistRow,
  type PlaylistsRepository,
} from './playlists.repository.js';
import { playlistsService } from './playlists.service.js';
import { presentPlaylistTrack } from './present-playlist.js';
import { placeBetween } from './track-places.js';

/** Whether `wanted` names every one of `current` exactly once and nothing else. */
export function isSameTrackSet(current: readonly string[], wanted: readonly string[]): boolean {
  const known = new Set(current);
  return (
    wanted.length === current.length &&
    new Set(wanted).size === wanted.length &&
    wanted.every((id) => known.has(id))
  );
}

/**
 * The songs of a playlist: add, remove, move, reorder. Each change runs in one transaction that
 * first locks the playlist row, so concurrent changes queue up and places stay unique. Add,
 * remove and move write one song's row (decision 010), whatever the playlist's size.
 */
export function playlistTracksService(deps: {
  db: Database;
  repo: PlaylistsRepository;
  tracksRepo: PlaylistTracksRepository;
}) {
  const { db, tracksRepo } = deps;
  const playlists = playlistsService(deps);

  /** Runs `work` on one of the profile's playlists, locked; 404 when it is not theirs. */
  function withLockedPlaylist<T>(
    profileId: string,
    playlistId: string,
    work: (
      repos: { playlists: PlaylistsRepository; tracks: PlaylistTracksRepository },
      playlist: PlaylistRow,
    ) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const repos = { playlists: playlistsRepository(tx), tracks: playlistTracksRepository(tx) };
      const playlist = await repos.playlists.lockOwned(profileId, playlistId);
      if (!playlist) throw notFound(PLAYLIST_NOT_FOUND);
      const result = await work(repos, playlist);
      await repos.playlists.touch(playlistId);
      return result;
    });
  }

  return {
    /**
     * Appends a song the profile may play (owner or accepted member of its project). When the
     * playlist is public, the song's project hears of it once the change is committed.
     */
    async add(profileId: string, playlistId: string, audioFileId: string): Promise<PlaylistTrack> {
      let added: { playlist: PlaylistRow; song: PlayableSong; trackId: string; position: number };
      try {
        added = await withLockedPlaylist(profileId, playlistId, async (repos, playlist) => {
          const song = await repos.tracks.findPlayableSong(profileId, audioFileId);
          if (!song) throw notFound(PLAYLIST_SONG_NOT_FOUND);
          const { count, lastPlace, hasSong } = await repos.tracks.occupancy(
            playlistId,
            audioFileId,
          );
          if (hasSong) throw conflict(PLAYLIST_SONG_ALREADY_IN);
          if (count >= PLAYLIST_TRACKS_MAX) throw conflict(PLAYLIST_FULL);
          const track = await repos.tracks.insert({
            playlistId,
            audioFileId,
            position: placeBetween(lastPlace, null),
          });
          return { playlist, song, trackId: track.id, position: count };
        });
      } catch (error) {
        // The lock makes the check above see every committed song; the unique index is the
        // last word all the same.
        if (isUniqueViolation(error)) throw conflict(PLAYLIST_SONG_ALREADY_IN);
        throw error;
      }
      await notifySongAdded(db, profileId, added.playlist, added.song);
      const listed = await tracksRepo.find(profileId, added.trackId);
      if (!listed) throw notFound(PLAYLIST_TRACK_NOT_FOUND);
      return presentPlaylistTrack(listed, added.position, profileId);
    },

    /** Removes one song (the others keep their places: only their order matters). */
    async remove(profileId: string, playlistId: string, trackId: string): Promise<void> {
      await withLockedPlaylist(profileId, playlistId, async (repos) => {
        if (!(await repos.tracks.delete(playlistId, trackId))) {
          throw notFound(PLAYLIST_TRACK_NOT_FOUND);
        }
      });
    },

    /**
     * Moves one song right after another (null: to the top): a place between its new
     * neighbours', found in two steps along the index, written to that one row.
     */
    async move(
      profileId: string,
      playlistId: string,
      trackId: string,
      afterTrackId: string | null,
    ): Promise<void> {
      await withLockedPlaylist(profileId, playlistId, async (repos) => {
        if (!(await repos.tracks.findKey(playlistId, trackId))) {
          throw notFound(PLAYLIST_TRACK_NOT_FOUND);
        }
        if (afterTrackId === trackId) return;
        const place = await placeAfter(repos.tracks, playlistId, trackId, afterTrackId);
        await repos.tracks.place(trackId, place);
      });
    },

    /**
     * Puts the songs in the given order, which must name each of them exactly once (older
     * clients; it rewrites every place, so it stays capped at PLAYLIST_TRACKS_MAX songs).
     */
    async reorder(
      profileId: string,
      playlistId: string,
      trackIds: readonly string[],
    ): Promise<Playlist> {
      await withLockedPlaylist(profileId, playlistId, async (repos) => {
        if (!isSameTrackSet(await repos.tracks.listIds(playlistId), trackIds)) {
          throw badRequest(PLAYLIST_ORDER_MISMATCH, { trackIds: PLAYLIST_ORDER_MISMATCH });
        }
        await repos.tracks.setOrder(playlistId, trackIds);
      });
      return playlists.read(profileId, playlistId);
    },
  };
}
export type PlaylistTracksService = ReturnType<typeof playlistTracksService>;

/**
 * The place that puts `trackId` right after `afterTrackId` (null: first). Places never tie
 * (each is made strictly between two others); if old data ever had a tie, the playlist is
 * numbered afresh once and the place found again.
 */
async function placeAfter(
  tracks: PlaylistTracksRepository,
  playlistId: string,
  trackId: string,
  afterTrackId: string | null,
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    let low: TrackKey | null = null;
    if (afterTrackId) {
      low = await tracks.findKey(playlistId, afterTrackId);
      if (!low) {
        throw new HttpError(
          400,
          PLAYLIST_MOVE_ANCHOR_NOT_FOUND,
          { afterTrackId: PLAYLIST_MOVE_ANCHOR_NOT_FOUND },
          'playlists.moveAnchorMissing',
        );
      }
    }
    const high = await tracks.nextKey(playlistId, low, trackId);
    try {
      return placeBetween(low?.position ?? null, high?.position ?? null);
    } catch (error) {
      if (attempt > 0) throw error;
      await tracks.renumber(playlistId);
    }
  }
}
