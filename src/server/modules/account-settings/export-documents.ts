import { can } from '../../../shared/permissions.js';
import { presentCredit } from '../credits/index.js';
import { presentDetails } from '../details/index.js';
import { presentLyrics } from '../lyrics/index.js';
import { presentSplit } from '../splits/index.js';
import { presentSettings } from './account-settings.service.js';
import type {
  DataExportRepository,
  ExportProfileRow,
  ExportProjectRow,
} from './data-export.repository.js';

type Repo = DataExportRepository;
export type ExportAccount = NonNullable<Awaited<ReturnType<Repo['account']>>>;
export type ExportSongwriting = Awaited<ReturnType<Repo['songwriting']>>;
export type ExportSong = Awaited<ReturnType<Repo['songsOfProject']>>[number];
export type ExportPlaylists = Awaited<ReturnType<Repo['playlists']>>;
export type ExportFormerUpload = Awaited<ReturnType<Repo['formerUploads']>>[number];
export type ExportComment = Awaited<ReturnType<Repo['comments']>>[number];

/** account.json: the account and its settings (never the password hash: it is not selected). */
export function accountDocument(row: ExportAccount, exportedAt: Date) {
  return {
    exportedAt: exportedAt.toISOString(),
    account: { ...row.account, createdAt: row.account.createdAt.toISOString() },
    settings: presentSettings(row.settings),
  };
}

/** profiles/<name>/profile.json: every field of the profile as stored. */
export function profileDocument(profile: ExportProfileRow) {
  return {
    ...profile,
    trialEndsAt: profile.trialEndsAt?.toISOString() ?? null,
    onboardedAt: profile.onboardedAt?.toISOString() ?? null,
    createdAt: profile.createdAt.toISOString(),
  };
}

/** The songwriting rows of one project (lyrics, credits, splits, details). */
export interface ProjectSongwriting {
  lyrics: ExportSongwriting['lyrics'];
  credits: ExportSongwriting['credits'];
  splits: ExportSongwriting['splits'];
  details: ExportSongwriting['details'][number] | null;
}

/** Splits the rows of a batch of projects by project. */
export function songwritingByProject(rows: ExportSongwriting): (id: string) => ProjectSongwriting {
  const byProject = <T extends { projectId: string }>(list: readonly T[]) => {
    const groups = new Map<string, T[]>();
    for (const row of list) {
      const group = groups.get(row.projectId);
      if (group) group.push(row);
      else groups.set(row.projectId, [row]);
    }
    return (projectId: string) => groups.get(projectId) ?? [];
  };
  const lyricsOf = byProject(rows.lyrics);
  const creditsOf = byProject(rows.credits);
  const splitsOf = byProject(rows.splits);
  const detailsOf = new Map(rows.details.map((row) => [row.projectId, row]));
  return (id) => ({
    lyrics: lyricsOf(id),
    credits: creditsOf(id),
    splits: splitsOf(id),
    details: detailsOf.get(id) ?? null,
  });
}

/**
 * One project of projects.json, without its songs (they follow, page by page): the account's
 * role in it, its lyrics, credits, splits and details as the API returns them. Splits only
 * where the role may see them (DESIGN §5: a viewer never sees splits).
 */
export function projectDocument(project: ExportProjectRow, rows: ProjectSongwriting) {
  return {
    id: project.id,
    title: project.title,
    description: project.description,
    genre: project.genre,
    status: project.status,
    isLibrary: project.isLibrary,
    role: project.role,
    profileId: project.viaProfileId,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    lyrics: rows.lyrics.map(presentLyrics),
    credits: rows.credits.map(presentCredit),
    ...(can(project.role, 'splits.see') ? { splits: rows.splits.map(presentSplit) } : {}),
    details: presentDetails(project.id, rows.details),
  };
}

/**
 * One song of a project in projects.json; `file` is the song's path inside the ZIP, or null
 * when its bytes are not part of this export (someone else's upload in a shared project).
 */
export function songDocument(song: ExportSong, file: string | null) {
  return {
    id: song.id,
    songId: song.songId,
    title: song.title,
    originalName: song.originalName,
    isLatestVersion: song.isLatest,
    mimeType: song.mimeType,
    size: song.size,
    durationSeconds: song.duration,
    notes: song.notes,
    uploaderProfileId: song.uploaderProfileId,
    createdAt: song.createdAt.toISOString(),
    file,
  };
}

/**
 * former-project-uploads.json: the songs the account uploaded to projects it has left or was
 * removed from, as uploaded (file name, type, size, length, date); `file` is the ZIP path.
 */
export function formerUploadsDocument(
  uploads: readonly ExportFormerUpload[],
  filePathOf: (songId: string) => string | null,
) {
  return uploads.map((upload) => ({
    id: upload.id,
    uploaderProfileId: upload.uploaderProfileId,
    originalName: upload.originalName,
    mimeType: upload.mimeType,
    size: upload.size,
    durationSeconds: upload.duration,
    createdAt: upload.createdAt.toISOString(),
    file: filePathOf(upload.id),
  }));
}

/** comments.json: the account's own comments; `projectId` is null for a former project's. */
export function commentsDocument(rows: readonly ExportComment[]) {
  return rows.map((row) => ({
    id: row.id,
    profileId: row.authorProfileId,
    projectId: row.projectId,
    audioFileId: row.audioFileId,
    atSeconds: row.atSeconds,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * playlists.json: each playlist of the account's profiles with its songs in order. A song the
 * playlist's owner can no longer see keeps only its id (titles are null).
 */
export function playlistsDocument({ lists, tracks }: ExportPlaylists) {
  return lists.map((list) => ({
    id: list.id,
    profileId: list.ownerProfileId,
    name: list.name,
    description: list.description,
    // The share token is a live credential for the public link: not copied into files.
    isPublic: list.isPublic,
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
    tracks: tracks
      .filter((track) => track.playlistId === list.id)
      .map((track) => ({
        position: track.position,
        audioFileId: track.audioFileId,
        songTitle: track.songTitle,
        projectTitle: track.projectTitle,
        addedAt: track.addedAt.toISOString(),
      })),
  }));
}
