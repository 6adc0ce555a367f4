import { z } from 'zod';
import {
  PLAYLIST_NOT_FOUND,
  type CreatePlaylist,
  type Playlist,
  type PlaylistSummary,
  type PlaylistTrack,
  type UpdatePlaylist,
} from '../../../shared/schemas/playlists.js';
import { notFound } from '../../lib/http-errors.js';
import {
  cursorValues,
  decodeCursor,
  type Page,
  pageFrom,
  pageReadSize,
} from '../../lib/pagination.js';
import { shareTokenChange, type PlaylistsRepository } from './playlists.repository.js';
import { presentPlaylistSummary, presentPlaylistTrack } from './present-playlist.js';
import { newShareToken } from './share-token.js';
import { trackPage, trackPageStart } from './track-pages.js';
import type { PlaylistTracksRepository } from './playlist-tracks.repository.js';

/** A page of playlists ends with the last one's created_at (exact, as text) and id. */
const playlistCursor = z.tuple([cursorValues.timestamp, cursorValues.uuid]);

/**
 * A profile's own playlists: list, create, read, change, delete. Every playlist belongs to
 * one profile; another profile's is "not found", never "forbidden" (its existence is private).
 */
export function playlistsService(deps: {
  repo: PlaylistsRepository;
  tracksRepo: PlaylistTracksRepository;
}) {
  const { repo, tracksRepo } = deps;

  /** One of the profile's playlists (without its songs: they come in pages), or 404. */
  async function read(profileId: string, playlistId: string): Promise<Playlist> {
    const playlist = await repo.findOwned(profileId, playlistId);
    if (!playlist) throw notFound(PLAYLIST_NOT_FOUND);
    return presentPlaylistSummary(playlist);
  }

  return {
    read,

    /**
     * A page of the profile's playlists, newest first (never anyone else's, whatever the query
     * asks); the first page also counts them all.
     */
    async page(
      profileId: string,
      cursor: string | null,
      limit: number,
    ): Promise<Page<PlaylistSummary>> {
      const after = cursor ? decodeCursor(cursor, playlistCursor) : null;
      const rows = await repo.listPage(profileId, after, pageReadSize(limit));
      const page = pageFrom(rows, limit, (row) => [row.createdKey, row.id], presentPlaylistSummary);
      return cursor ? page : { ...page, total: await repo.countOwned(profileId) };
    },

    /**
     * A page of one of the profile's playlists' songs in order (404 when it is not theirs);
     * the first page also counts them all (unplayable ones included).
     */
    async tracksPage(
      profileId: string,
      playlistId: string,
      cursor: string | null,
      limit: number,
    ): Promise<Page<PlaylistTrack>> {
      const start = trackPageStart(cursor);
      if (!(await repo.isOwned(profileId, playlistId))) throw notFound(PLAYLIST_NOT_FOUND);
      const rows = await tracksRepo.listPage(
        profileId,
        playlistId,
        start.after,
        pageReadSize(limit),
      );
      const page = trackPage(
        rows,
        limit,
        start,
        (row) => row.track.id,
        (row, index) => presentPlaylistTrack(row, index, profileId),
      );
      return cursor ? page : { ...page, total: await tracksRepo.count(playlistId) };
    },

    async create(profileId: string, input: CreatePlaylist): Promise<Playlist> {
      const isPublic = input.isPublic ?? false;
      const row = await repo.insert({
        ownerProfileId: profileId,
        name: input.name,
        description: input.description ?? '',
        isPublic,
        shareToken: isPublic ? newShareToken() : null,
      });
      return presentPlaylistSummary({ ...row, trackCount: 0, totalDuration: 0, createdKey: '' });
    },

    async update(profileId: string, playlistId: string, input: UpdatePlaylist): Promise<Playlist> {
      const changed = await repo.update(profileId, playlistId, {
        name: input.name,
        description: input.description,
        isPublic: input.isPublic,
        shareToken: shareTokenChange(input.isPublic),
      });
      if (!changed) throw notFound(PLAYLIST_NOT_FOUND);
      return read(profileId, playlistId);
    },

    async remove(profileId: string, playlistId: string): Promise<void> {
      if (!(await repo.delete(profileId, playlistId))) throw notFound(PLAYLIST_NOT_FOUND);
    },
  };
}
export type PlaylistsService = ReturnType<typeof playlistsService>;
