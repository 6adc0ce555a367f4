import { formatDuration } from '../../../shared/constants';
import type { SharedPlaylist, SharedTrack } from '../../../shared/schemas/playlists';
import type { PlayerTrack } from '../../lib/player/player-types';

/**
 * One shared song as the global player takes it. A listener never gets file names, so the
 * title stands in for them; the playlist's name is the bar's context line and its owner the
 * lock screen's artist. No projectId: the bar's lyrics toggle stays off for a listener. Its
 * plays are reported through the link's own route (the server counts them as the public
 * playlist's), whether the listener is signed in or not.
 */
export function toPlayerTrack(
  track: SharedTrack,
  playlist: Pick<SharedPlaylist, 'name' | 'ownerName'>,
  token: string,
): PlayerTrack {
  return {
    id: track.id,
    title: track.title,
    originalName: track.title,
    filename: track.title,
    url: track.url,
    duration: track.duration,
    projectName: playlist.name,
    uploaderName: playlist.ownerName,
    projectId: null,
    shared: true,
    peaks: track.peaks,
    playsUrl: sharedTrackPlaysUrl(token, track.id),
  };
}

/** POST /api/listen/{token}/tracks/{trackId}/plays: a play heard on the public playlist page. */
export const sharedTrackPlaysUrl = (token: string, trackId: string) =>
  `/api/listen/${encodeURIComponent(token)}/tracks/${encodeURIComponent(trackId)}/plays`;

/**
 * The playlist's songs loaded so far in playlist order, ready for
 * `usePlayer().play(track, list)`.
 */
export function sharedPlayerTracks(
  playlist: Pick<SharedPlaylist, 'name' | 'ownerName'>,
  tracks: readonly SharedTrack[],
  token: string,
): PlayerTrack[] {
  return [...tracks]
    .sort((a, b) => a.position - b.position)
    .map((track) => toPlayerTrack(track, playlist, token));
}

/** A playlist's length: m:ss under an hour, h:mm:ss from an hour on. */
export function formatPlaylistLength(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole < 3600) return formatDuration(whole);
  const hours = Math.floor(whole / 3600);
  return `${hours}:${formatDuration(whole % 3600).padStart(5, '0')}`;
}

export type PlayAllAction = 'start' | 'pause' | 'resume';

/**
 * What the page's main button does: start the playlist from its first song, or, while one of
 * its songs is the player's current song, pause or resume it (never restart it by surprise).
 */
export function playAllAction(
  player: { currentSongId: string | null; isPlaying: boolean },
  tracks: readonly Pick<PlayerTrack, 'id'>[],
): PlayAllAction {
  const current = tracks.some((track) => track.id === player.currentSongId);
  if (!current) return 'start';
  return player.isPlaying ? 'pause' : 'resume';
}
