import { PLAYLIST_NAME_MAX } from '../../../../shared/schemas/playlists';
import { ApiError } from '../../../lib/api-client';

/** Playlist ids are UUIDs: anything else names no playlist and is not worth a request. */
const PLAYLIST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isPlaylistId(id: string): boolean {
  return PLAYLIST_ID.test(id);
}

/** Part 2 §5: a name is needed after trimming (Create stays disabled otherwise). */
export function isPlaylistNameReady(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && trimmed.length <= PLAYLIST_NAME_MAX;
}

/** The full address of a share link; the server gives it as a path (`/listen/{token}`). */
export function shareLinkFor(origin: string, shareUrl: string): string {
  return new URL(shareUrl, origin).toString();
}

/**
 * What a failed request's toast says: the server's message for a refusal it explains (4xx,
 * e.g. 409 'This song is already in the playlist'), else the screen's own fallback (network
 * failures and server errors have nothing a person can act on).
 */
export function requestFailureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return fallback;
  return error.shownMessage.trim() || fallback;
}

/** Whether a failure means the playlist is not there for this profile (absent, or not a playlist id). */
export function isPlaylistMissing(error: unknown): boolean {
  return error instanceof ApiError && [400, 404].includes(error.status);
}

/** `ids` with `id` added at the end, or taken out when it is there (a pick order). */
export function toggledPick(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((current) => current !== id) : [...ids, id];
}

/**
 * Whether the player's list is this playlist's songs (in any order: shuffle reorders it), so
 * that "Play all" can pause and resume it instead of starting over.
 */
export function isSameSongSet(
  playing: readonly { id: string }[],
  songs: readonly { id: string }[],
): boolean {
  if (playing.length !== songs.length || songs.length === 0) return false;
  const ids = new Set(songs.map((song) => song.id));
  return playing.every((song) => ids.has(song.id));
}

/** The song "Play all" starts with: the first, or with shuffle on any of them. */
export function playAllStart<T>(
  songs: readonly T[],
  shuffled: boolean,
  random: () => number = Math.random,
): T | undefined {
  if (!shuffled) return songs[0];
  return songs[Math.floor(random() * songs.length)];
}
