import type {
  PlaylistSummary,
  PlaylistTrack,
  SharedPlaylist,
  SharedTrack,
} from '../../../shared/schemas/playlists.js';
import { presentAudio } from '../audio/index.js';
import type { PlaylistTrackListing } from './playlist-tracks.repository.js';
import type { SharedTrackRow } from './shared-tracks.repository.js';
import type { PlaylistRow, PlaylistWithStats } from './playlists.repository.js';
import { sharedTrackAudioUrl, shareUrl } from './share-token.js';

/** A playlist as lists show it; its share link only while it is public. */
export function presentPlaylistSummary(row: PlaylistWithStats): PlaylistSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isPublic: row.isPublic,
    shareUrl: row.isPublic && row.shareToken ? shareUrl(row.shareToken) : null,
    trackCount: row.trackCount,
    totalDuration: row.totalDuration,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * One song of a playlist at `position` (its index in the whole list, 0..n-1). The file is
 * presented as the library presents it to the owner, or null once the owner may not play it;
 * `sharedHidden` tells the owner that the public link leaves the song out.
 */
export function presentPlaylistTrack(
  row: PlaylistTrackListing,
  position: number,
  ownerProfileId: string,
): PlaylistTrack {
  return {
    id: row.track.id,
    playlistId: row.track.playlistId,
    audioFileId: row.track.audioFileId,
    position,
    addedAt: row.track.addedAt.toISOString(),
    audioFile: row.playable && row.role ? presentAudio(row.audio, row.role, ownerProfileId) : null,
    sharedHidden: !row.shareable,
  };
}

/**
 * A public playlist for anyone with the link: names and durations only, never the owner's
 * projects, notes, file names or ids. Its songs are presented by presentSharedTrack.
 */
export function presentSharedPlaylist(
  playlist: PlaylistRow,
  ownerName: string,
  stats: { trackCount: number; totalDuration: number },
): SharedPlaylist {
  return {
    name: playlist.name,
    description: playlist.description,
    ownerName,
    trackCount: stats.trackCount,
    totalDuration: stats.totalDuration,
  };
}

/** One song of a public playlist at `position` (its index); the track id names nothing else. */
export function presentSharedTrack(
  shareToken: string,
  track: SharedTrackRow,
  position: number,
): SharedTrack {
  return {
    id: track.id,
    title: track.title,
    duration: track.duration,
    position,
    peaks: track.peaks,
    url: sharedTrackAudioUrl(shareToken, track.id),
  };
}
