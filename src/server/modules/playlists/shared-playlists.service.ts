import type { Readable } from 'node:stream';
import {
  SHARED_PLAYLIST_NOT_FOUND,
  type SharedPlaylist,
} from '../../../shared/schemas/playlists.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import type { Storage } from '../../storage/storage.js';
import { profileDisplayName } from '../profile/profile-names.js';
import type { ByteRange } from '../uploads/byte-range.js';
import { playlistTracksRepository, type SharedTrackFile } from './playlist-tracks.repository.js';
import { playlistsRepository, type PlaylistRow } from './playlists.repository.js';
import { presentSharedPlaylist } from './present-playlist.js';

/**
 * Public playlists for anyone holding the link (no session). Every answer is "not available"
 * alike for an unknown token, a private or deleted playlist, and a song the owner may no
 * longer play: the link reveals nothing beyond what it shares.
 */
export function sharedPlaylistsService(deps: { db: Database; storage: Storage }) {
  const { db, storage } = deps;
  const repo = playlistsRepository(db);
  const tracksRepo = playlistTracksRepository(db);

  async function findShared(token: string): Promise<PlaylistRow & { shareToken: string }> {
    const playlist = await repo.findShared(token);
    if (!playlist?.shareToken) throw notFound(SHARED_PLAYLIST_NOT_FOUND);
    return { ...playlist, shareToken: playlist.shareToken };
  }

  return {
    /** The playlist's name, description, owner name and the songs its owner may still play. */
    async find(token: string): Promise<SharedPlaylist> {
      const playlist = await findShared(token);
      const owner = playlist.ownerProfileId;
      const [stats, tracks, ownerName] = await Promise.all([
        repo.findOwned(owner, playlist.id),
        tracksRepo.listPlayable(owner, playlist.id),
        profileDisplayName(db, owner),
      ]);
      if (!stats) throw notFound(SHARED_PLAYLIST_NOT_FOUND);
      return presentSharedPlaylist(playlist, ownerName, stats, tracks);
    },

    /** One song's stored file and its size, when the link and the song are still playable. */
    async findTrackFile(
      token: string,
      trackId: string,
    ): Promise<{ file: SharedTrackFile; size: number }> {
      const playlist = await findShared(token);
      const file = await tracksRepo.findPlayableFile(playlist.ownerProfileId, playlist.id, trackId);
      const info = file ? await storage.stat(file.filename) : null;
      if (!file || !info) throw notFound(SHARED_PLAYLIST_NOT_FOUND);
      return { file, size: info.size };
    },

    /** A stream of the file or of one byte range of it. */
    open(file: SharedTrackFile, range?: ByteRange): Readable {
      return storage.get(file.filename, range);
    },
  };
}
export type SharedPlaylistsService = ReturnType<typeof sharedPlaylistsService>;
