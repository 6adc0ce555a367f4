import type { AudioFile } from '../../../../shared/schemas/audio';
import type {
  Playlist,
  PlaylistSummary,
  PlaylistTrack,
} from '../../../../shared/schemas/playlists';

/**
 * Pure updates of the cached playlists for optimistic changes (part 2 §4 "Optimistic updates").
 * Totals follow the server's rule: only songs the owner can still play (audioFile not null) count.
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

/** trackCount and totalDuration (seconds) of a track list, counting playable songs only. */
export function playableTotals(
  tracks: readonly PlaylistTrack[],
): Pick<PlaylistSummary, 'trackCount' | 'totalDuration'> {
  let trackCount = 0;
  let totalDuration = 0;
  for (const track of tracks) {
    if (!track.audioFile) continue;
    trackCount += 1;
    totalDuration += track.audioFile.duration;
  }
  return { trackCount, totalDuration };
}

/** The songs of a playlist the player can play, in playlist order. */
export function playableSongs(tracks: readonly PlaylistTrack[]): AudioFile[] {
  return tracks.flatMap((track) => (track.audioFile ? [track.audioFile] : []));
}

/** The playlist with its tracks replaced, positions made dense and totals recomputed. */
function withTracks(playlist: Playlist, tracks: PlaylistTrack[]): Playlist {
  const placed = tracks.map((track, position) =>
    track.position === position ? track : { ...track, position },
  );
  return { ...playlist, tracks: placed, ...playableTotals(placed) };
}

/** A stand-in for a track the server has not confirmed yet (appended at the end). */
export function pendingTrack(playlist: Playlist, song: AudioFile, addedAt: string): PlaylistTrack {
  return {
    id: pendingTrackId(song.id),
    playlistId: playlist.id,
    audioFileId: song.id,
    position: playlist.tracks.length,
    addedAt,
    audioFile: song,
  };
}

export function withTrackAppended(playlist: Playlist, track: PlaylistTrack): Playlist {
  return withTracks(playlist, [...playlist.tracks, track]);
}

/** Swaps the optimistic stand-in for the track the server created. */
export function withTrackConfirmed(
  playlist: Playlist,
  pendingId: string,
  track: PlaylistTrack,
): Playlist {
  return withTracks(
    playlist,
    playlist.tracks.map((current) => (current.id === pendingId ? track : current)),
  );
}

export function withoutTrack(playlist: Playlist, trackId: string): Playlist {
  return withTracks(
    playlist,
    playlist.tracks.filter((track) => track.id !== trackId),
  );
}

/** The tracks in the order of `trackIds`; ids it does not name keep their place at the end. */
export function inTrackOrder(playlist: Playlist, trackIds: readonly string[]): Playlist {
  const byId = new Map(playlist.tracks.map((track) => [track.id, track]));
  const ordered = trackIds.flatMap((id) => {
    const track = byId.get(id);
    byId.delete(id);
    return track ? [track] : [];
  });
  return withTracks(playlist, [...ordered, ...byId.values()]);
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

/** A playlist as lists show it. */
export function summaryOf(playlist: Playlist): PlaylistSummary {
  const { tracks: _tracks, ...summary } = playlist;
  return summary;
}

/** The list with one playlist's summary replaced (unchanged when it is not in the list). */
export function withSummary(
  list: readonly PlaylistSummary[],
  summary: PlaylistSummary,
): PlaylistSummary[] {
  return list.map((current) => (current.id === summary.id ? summary : current));
}

/** The list after adding `song` to playlist `playlistId`: one more song and its duration. */
export function withSongCounted(
  list: readonly PlaylistSummary[],
  playlistId: string,
  song: Pick<AudioFile, 'duration'>,
): PlaylistSummary[] {
  return list.map((summary) =>
    summary.id === playlistId
      ? {
          ...summary,
          trackCount: summary.trackCount + 1,
          totalDuration: summary.totalDuration + song.duration,
        }
      : summary,
  );
}

export function withoutPlaylist(
  list: readonly PlaylistSummary[],
  playlistId: string,
): PlaylistSummary[] {
  return list.filter((summary) => summary.id !== playlistId);
}

/** A new playlist goes first: the list is newest first. */
export function withPlaylistFirst(
  list: readonly PlaylistSummary[],
  summary: PlaylistSummary,
): PlaylistSummary[] {
  return [summary, ...withoutPlaylist(list, summary.id)];
}
