import { sql } from 'drizzle-orm';
import {
  PLAYLIST_NOT_FOUND,
  type CreatePlaylist,
  type Playlist,
  type PlaylistSummary,
  type UpdatePlaylist,
} from '../../../shared/schemas/playlists.js';
import type { Database } from '../../db/client.js';
import { playlists } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-errors.js';
import { playlistTracksRepository } from './playlist-tracks.repository.js';
import { playlistsRepository, type PlaylistChanges } from './playlists.repository.js';
import { presentPlaylist, presentPlaylistSummary } from './present-playlist.js';
import { newShareToken } from './share-token.js';

/**
 * The share token a change leaves: turning public mints one (an already public playlist keeps
 * its own, decided in the same statement so two requests cannot swap it); turning private
 * clears it for good, so a link once shared never works again.
 */
function shareTokenChange(isPublic: boolean | undefined): PlaylistChanges['shareToken'] {
  if (isPublic === undefined) return undefined;
  if (!isPublic) return null;
  return sql`coalesce(${playlists.shareToken}, ${newShareToken()})`;
}

/**
 * A profile's own playlists: list, create, read, change, delete. Every playlist belongs to
 * one profile; another profile's is "not found", never "forbidden" (its existence is private).
 */
export function playlistsService(deps: { db: Database }) {
  const { db } = deps;
  const repo = playlistsRepository(db);
  const tracksRepo = playlistTracksRepository(db);

  /** One of the profile's playlists with its songs, or 404. */
  async function read(profileId: string, playlistId: string): Promise<Playlist> {
    const playlist = await repo.findOwned(profileId, playlistId);
    if (!playlist) throw notFound(PLAYLIST_NOT_FOUND);
    return presentPlaylist(playlist, await tracksRepo.list(profileId, playlistId));
  }

  return {
    read,

    /** The profile's playlists, newest first (never anyone else's, whatever the query asks). */
    async list(profileId: string): Promise<PlaylistSummary[]> {
      return (await repo.listOwned(profileId)).map(presentPlaylistSummary);
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
      return presentPlaylist({ ...row, trackCount: 0, totalDuration: 0 }, []);
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
