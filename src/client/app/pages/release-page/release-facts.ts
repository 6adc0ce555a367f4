import type { PublicRelease } from '../../../../shared/schemas/releases';
import type { PlayerTrack } from '../../../lib/player/player-types';
import { formatCalendarDate } from '../../../lib/calendar-date';

export type PublicReleaseTrack = PublicRelease['tracks'][number];

/** A track's stream: the page's own public route (byte ranges), open to anyone while published. */
export const releaseTrackAudioUrl = (slug: string, audioId: string) =>
  `/api/r/${encodeURIComponent(slug)}/tracks/${encodeURIComponent(audioId)}/audio`;

/** POST /api/r/{slug}/tracks/{audioId}/plays: a play heard on the release page. */
export const releaseTrackPlaysUrl = (slug: string, audioId: string) =>
  `/api/r/${encodeURIComponent(slug)}/tracks/${encodeURIComponent(audioId)}/plays`;

/**
 * One track as the global player takes it: its id is the master's audio id (what the page's
 * play reports name), the release's title the bar's context line and its artist the lock
 * screen's. `shared`: the player asks no signed-in API about it and reports no play of its own
 * (the page reports through its own route).
 */
export function toReleasePlayerTrack(
  release: Pick<PublicRelease, 'slug' | 'title' | 'artistName'>,
  track: PublicReleaseTrack,
): PlayerTrack {
  return {
    id: track.audioId,
    title: track.title,
    originalName: track.title,
    filename: track.title,
    url: releaseTrackAudioUrl(release.slug, track.audioId),
    duration: track.duration,
    projectName: release.title,
    uploaderName: release.artistName,
    projectId: null,
    shared: true,
    // The player reports its plays here (seconds heard, reached the end); the server counts
    // them as the release page's.
    playsUrl: releaseTrackPlaysUrl(release.slug, track.audioId),
  };
}

/** The release's tracks in tracklist order, ready for `usePlayer().play(track, list)`. */
export function releasePlayerTracks(release: PublicRelease): PlayerTrack[] {
  return [...release.tracks]
    .sort((a, b) => a.position - b.position)
    .map((track) => toReleasePlayerTrack(release, track));
}

/** A calendar date (YYYY-MM-DD) as the visitor's language writes it ("5 March 2027"). */
export const formatReleaseDate = (date: string, language: string) =>
  formatCalendarDate(date, language);

/** A ℗ or © line with its sign once, whether the owner typed it or not. */
export function rightsLine(sign: '℗' | '©', text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  return trimmed.startsWith(sign) ? trimmed : `${sign} ${trimmed}`;
}
