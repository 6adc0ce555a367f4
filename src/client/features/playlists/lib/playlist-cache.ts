import type { AudioFile } from '../../../../shared/schemas/audio';
import type { PlaylistSummary, PlaylistTrack } from '../../../../shared/schemas/playlists';

/**
 * Pure updates of the cached playlists for optimistic changes (part 2 §4 "Optimistic updates").
 * Totals follow the server's rule: only songs the owner can still play (audioFile not null) count.
 * The lists themselves are paged (lib/paged-cache.ts applies these to every loaded page).
 */

/** Ids of tracks added optimistically start with this until the server answers with the real one. */
export const PENDING_TRACK_PREFIX = 'pending-';

/** The stand-in id of a song being added. */
export function pendingTrackId(audioFileId: string): string {
  return `${PENDING_TRACK_PREFIX}${audioFileId}`;
}

export function isPendingTrack(track: Pick<PlaylistTrack, 'id'>): boolean {
  return track.id.startsWith(PENDING_TRACK_PREFIX);
}

/** The songs of a playlist the player can play, in playlist order. */
export function playableSongs(tracks: readonly PlaylistTrack[]): AudioFile[] {
  return tracks.flatMap((track) => (track.audioFile ? [track.audioFile] : []));
}

/** A stand-in for a track the server has not confirmed yet (it goes at the end). */
export function pendingTrack(
  playlistId: string,
  song: AudioFile,
  addedAt: string,
  position: number,
): PlaylistTrack {
  return {
    id: pendingTrackId(song.id),
    playlistId,
    audioFileId: song.id,
    position,
    addedAt,
    audioFile: song,
    // Unknown until the server answers (it depends on the song's project); no note meanwhile.
    sharedHidden: false,
  };
}

/** `ids` with `activeId` moved to where `overId` is (a drag-and-drop drop). */
export function movedId(ids: readonly string[], activeId: string, overId: string): string[] {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  return next;
}

/** The id a moved song now follows in `order` (null when it is first): what the server needs. */
export function predecessorOf(order: readonly string[], id: string): string | null {
  const at = order.indexOf(id);
  return at > 0 ? order[at - 1]! : null;
}

/** `tracks` with `trackId` placed right after `afterTrackId` (null: first). */
export function withTrackMoved<T extends { id: string }>(
  tracks: readonly T[],
  trackId: string,
  afterTrackId: string | null,
): T[] {
  const moving = tracks.find((track) => track.id === trackId);
  if (!moving) return [...tracks];
  const rest = tracks.filter((track) => track.id !== trackId);
  const at = afterTrackId === null ? 0 : rest.findIndex((track) => track.id === afterTrackId) + 1;
  if (afterTrackId !== null && at === 0) return [...tracks];
  return [...rest.slice(0, at), moving, ...rest.slice(at)];
}

/** A playlist's summary after a playable song of `duration` seconds came (+1) or went (-1). */
export function withSongCounted<T extends PlaylistSummary>(
  summary: T,
  duration: number,
  change: 1 | -1 = 1,
): T {
  return {
    ...summary,
    trackCount: Math.max(0, summary.trackCount + change),
    totalDuration: Math.max(0, summary.totalDuration + change * duration),
  };
}
