import type { Readable } from 'node:stream';
import {
  SHARED_PLAYLIST_NOT_FOUND,
  type SharedPlaylist,
  type SharedTrack,
} from '../../../shared/schemas/playlists.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { pageReadSize, type Page } from '../../lib/pagination.js';
import type { Storage } from '../../storage/storage.js';
import { profileDisplayName } from '../profile/index.js';
import type { ByteRange } from '../uploads/index.js';
import type { SharedTrackFile, SharedTracksRepository } from './shared-tracks.repository.js';
import type { PlaylistRow, PlaylistsRepository } from './playlists.repository.js';
import { presentSharedPlaylist, presentSharedTrack } from './present-playlist.js';
import { trackPage, trackPageStart } from './track-pages.js';

/**
 * Public playlists for anyone holding the link (no session). Every answer is "not available"
 * alike for an unknown token, a private or deleted playlist, and a song the owner may not
 * share (issue 14: a viewer's playlist never publishes the project owner's audio): the link
 * reveals nothing beyond what it shares, not even how many songs it leaves out.
 */
export function sharedPlaylistsService(deps: {
  db: Database;
  storage: Storage;
  repo: PlaylistsRepository;
  tracksRepo: SharedTracksRepository;
}) {
  const { db, storage, repo, tracksRepo } = deps;

  async function findShared(token: string): Promise<PlaylistRow & { shareToken: string }> {
    const playlist = await repo.findShared(token);
    if (!playlist?.shareToken) throw notFound(SHARED_PLAYLIST_NOT_FOUND);
    return { ...playlist, shareToken: playlist.shareToken };
  }

  /** The count and length of what the link serves (at most PLAYLIST_TRACKS_MAX songs). */
  const statsOf = (playlist: PlaylistRow) =>
    tracksRepo.shareableStats(playlist.ownerProfileId, playlist.id);

  return {
    /** The playlist's name, description, owner name, and the count and length of its songs. */
    async find(token: string): Promise<SharedPlaylist> {
      const playlist = await findShared(token);
      const [stats, ownerName] = await Promise.all([
        statsOf(playlist),
        profileDisplayName(db, playlist.ownerProfileId),
      ]);
      return presentSharedPlaylist(playlist, ownerName, stats);
    },

    /**
     * A page of the songs its owner may share, in playlist order (indexes count those songs
     * only); the first page also gives their total.
     */
    async tracksPage(
      token: string,
      cursor: string | null,
      limit: number,
    ): Promise<Page<SharedTrack>> {
      const start = trackPageStart(cursor);
      const playlist = await findShared(token);
      const owner = playlist.ownerProfileId;
      const rows = await tracksRepo.listPlayablePage(
        owner,
        playlist.id,
        start.after,
        pageReadSize(limit),
      );
      const page = trackPage(
        rows,
        limit,
        start,
        (row) => row.id,
        (row, index) => presentSharedTrack(playlist.shareToken, row, index),
      );
      return cursor ? page : { ...page, total: (await statsOf(playlist)).trackCount };
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

    /** One song the link still serves, without touching its file (a play report names it). */
    async findPlayableTrack(token: string, trackId: string): Promise<SharedTrackFile> {
      const playlist = await findShared(token);
      const file = await tracksRepo.findPlayableFile(playlist.ownerProfileId, playlist.id, trackId);
      if (!file) throw notFound(SHARED_PLAYLIST_NOT_FOUND);
      return file;
    },

    /** A stream of the file or of one byte range of it. */
    open(file: SharedTrackFile, range?: ByteRange): Readable {
      return storage.get(file.filename, range);
    },
  };
}
export type SharedPlaylistsService = ReturnType<typeof sharedPlaylistsService>;
