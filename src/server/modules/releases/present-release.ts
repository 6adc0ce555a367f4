import type {
  AudioFormat,
  Release,
  ReleaseArtwork,
  ReleaseChecklist,
  ReleaseSummary,
  ReleaseTrack,
} from '../../../shared/schemas/releases.js';
import { isLosslessMaster } from './release-checklist.js';
import type { ReleaseRow, ReleaseTrackRow, ReleaseWithCount } from './releases.repository.js';

/** The artwork's addresses (the owner's routes), versioned by the last change so caches renew. */
export function presentArtwork(
  row: Pick<ReleaseRow, 'id' | 'artworkKey' | 'artworkWidth' | 'artworkHeight' | 'updatedAt'>,
): ReleaseArtwork | null {
  if (!row.artworkKey || !row.artworkWidth || !row.artworkHeight) return null;
  const version = `v=${row.updatedAt.getTime()}`;
  return {
    url: `/api/releases/${row.id}/artwork?${version}`,
    thumbnailUrl: `/api/releases/${row.id}/artwork/thumbnail?${version}`,
    width: row.artworkWidth,
    height: row.artworkHeight,
  };
}

export function presentReleaseSummary(row: ReleaseWithCount): ReleaseSummary {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    artistName: row.artistName || row.profileName,
    releaseDate: row.releaseDate,
    status: row.status,
    published: row.published,
    slug: row.slug,
    artwork: presentArtwork(row),
    trackCount: row.trackCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function presentFormat(track: ReleaseTrackRow): AudioFormat | null {
  if (track.container === null) return null;
  return {
    container: track.container,
    lossless: isLosslessMaster(track),
    sampleRate: track.sampleRate,
    bitDepth: track.bitDepth,
    channels: track.channels,
  };
}

export function presentReleaseTrack(track: ReleaseTrackRow): ReleaseTrack {
  return {
    position: track.position,
    audioId: track.audioId,
    songId: track.songId,
    title: track.title,
    projectId: track.projectId,
    projectName: track.projectName,
    inLibrary: track.inLibrary,
    isrc: track.isrc,
    explicit: track.explicit,
    duration: track.duration,
    format: presentFormat(track),
    loudness: track.integratedLufs,
  };
}

export function presentRelease(
  row: ReleaseWithCount,
  tracks: readonly ReleaseTrackRow[],
  checklist: ReleaseChecklist,
): Release {
  return {
    ...presentReleaseSummary(row),
    label: row.label,
    originalReleaseDate: row.originalReleaseDate,
    genre: row.genre,
    pLine: row.pLine,
    cLine: row.cLine,
    upc: row.upc,
    explicit: row.explicit,
    senderPartyId: row.senderPartyId,
    recipientPartyId: row.recipientPartyId,
    loudnessTarget: row.loudnessTarget,
    createdAt: row.createdAt.toISOString(),
    tracks: tracks.map(presentReleaseTrack),
    checklist,
  };
}
