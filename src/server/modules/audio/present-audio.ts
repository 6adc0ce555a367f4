import type { ProjectRole } from '../../../shared/constants.js';
import type { AudioFile, AudioFileDetail } from '../../../shared/schemas/audio.js';
import type { AudioListing } from './audio.repository.js';
import { canDeleteAudio, canEditAudio } from './audio-access.js';

/** Where the client streams a file from (add ?download=1 to download it). */
export const audioUrl = (filename: string) => `/uploads/${encodeURIComponent(filename)}`;

/** The uploader as the artist column shows them: artist name, else full name, else empty. */
function uploaderName(row: AudioListing): string {
  const artist = row.uploaderArtistName?.trim();
  if (artist) return artist;
  return `${row.uploaderFirstName ?? ''} ${row.uploaderLastName ?? ''}`.trim();
}

/** An audio file as the API answers it, with what the caller may do to it. */
export function presentAudio(row: AudioListing, role: ProjectRole, viewerId: string): AudioFile {
  return {
    id: row.id,
    projectId: row.projectId,
    projectName: row.projectName,
    projectIsLibrary: row.projectIsLibrary,
    filename: row.filename,
    originalName: row.originalName,
    title: row.title,
    mimeType: row.mimeType,
    size: row.size,
    duration: row.duration,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    uploaderProfileId: row.uploaderProfileId,
    uploaderName: uploaderName(row),
    songId: row.songId,
    isLatest: row.isLatest,
    versionCount: row.versionCount,
    url: audioUrl(row.filename),
    projectRole: role,
    canEdit: canEditAudio(role),
    canDelete: canDeleteAudio(role, row, viewerId),
    analysisState: row.analysisState,
    // Only a finished analysis has figures (a row is never 'done' without them).
    analysis: row.analysisState === 'done' ? row.analysis : null,
  };
}

/** One audio file with its waveform peaks. */
export function presentAudioDetail(
  row: AudioListing & { peaks: number[] },
  role: ProjectRole,
  viewerId: string,
): AudioFileDetail {
  return { ...presentAudio(row, role, viewerId), peaks: row.peaks };
}
