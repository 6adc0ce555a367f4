import {
  PLAYLIST_FULL,
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
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import { notifySongAdded } from './playlist-notification.js';
import {
  playlistTracksRepository,
  type PlayableSong,
  type PlaylistTracksRepository,
} from './playlist-tracks.repository.js';
import {
  playlistsRepository,
  type PlaylistRow,
  type PlaylistsRepository,
} from './playlists.repository.js';
import { playlistsService } from './playlists.service.js';
import { presentPlaylistTrack } from './present-playlist.js';

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
 * The songs of a playlist: add, remove, reorder. Each change runs in one transaction that first
 * locks the playlist row, so concurrent changes queue up and positions stay 0..n-1, unique.
 */
export function playlistTracksService(deps: { db: Database }) {
  const { db } = deps;
  const tracksRepo = playlistTracksRepository(db);
  const playlists = playlistsService({ db });

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
          const { count, nextPosition, hasSong } = await repos.tracks.occupancy(
            playlistId,
            audioFileId,
          );
          if (hasSong) throw conflict(PLAYLIST_SONG_ALREADY_IN);
          if (count >= PLAYLIST_TRACKS_MAX) throw conflict(PLAYLIST_FULL);
          const track = await repos.tracks.insert({
            playlistId,
            audioFileId,
            position: nextPosition,
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

    /** Removes one song; the rest close up (positions 0..n-1 again). */
    async remove(profileId: string, playlistId: string, trackId: string): Promise<void> {
      await withLockedPlaylist(profileId, playlistId, async (repos) => {
        if (!(await repos.tracks.delete(playlistId, trackId))) {
          throw notFound(PLAYLIST_TRACK_NOT_FOUND);
        }
        await repos.tracks.densify(playlistId);
      });
    },

    /** Puts the songs in the given order, which must name each of them exactly once. */
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
