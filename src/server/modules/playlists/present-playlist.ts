import type {
  Playlist,
  PlaylistSummary,
  PlaylistTrack,
  SharedPlaylist,
  SharedTrack,
} from '../../../shared/schemas/playlists.js';
import { presentAudio } from '../audio/present-audio.js';
import type { PlaylistTrackListing, SharedTrackRow } from './playlist-tracks.repository.js';
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
 * One song of a playlist at `position` (its index in the list, so always 0..n-1). The file is
 * presented as the library presents it to the owner, or null once the owner may not play it.
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
  };
}

/** A playlist with its songs in order. */
export function presentPlaylist(
  row: PlaylistWithStats,
  tracks: readonly PlaylistTrackListing[],
): Playlist {
  return {
    ...presentPlaylistSummary(row),
    tracks: tracks.map((track, index) => presentPlaylistTrack(track, index, row.ownerProfileId)),
  };
}

/**
 * A public playlist for anyone with the link: names, titles and durations only, never the
 * owner's projects, notes, file names or ids (the track ids name nothing outside this link).
 */
export function presentSharedPlaylist(
  playlist: PlaylistRow & { shareToken: string },
  ownerName: string,
  stats: { trackCount: number; totalDuration: number },
  tracks: readonly SharedTrackRow[],
): SharedPlaylist {
  return {
    name: playlist.name,
    description: playlist.description,
    ownerName,
    trackCount: stats.trackCount,
    totalDuration: stats.totalDuration,
    tracks: tracks.map((track, index): SharedTrack => ({
      id: track.id,
      title: track.title,
      duration: track.duration,
      position: index,
      peaks: track.peaks,
      url: sharedTrackAudioUrl(playlist.shareToken, track.id),
    })),
  };
}
