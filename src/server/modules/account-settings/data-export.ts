import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { can, isProjectOwner } from '../../../shared/permissions.js';
import { exportFileName } from '../../../shared/schemas/settings.js';
import { notFound } from '../../lib/http-errors.js';
import type { Storage } from '../../storage/storage.js';
import { profileDisplayName } from '../projects/present-project.js';
import type { DataExportRepository, ExportProjectRow } from './data-export.repository.js';
import {
  accountDocument,
  commentsDocument,
  formerUploadsDocument,
  playlistsDocument,
  profileDocument,
  projectsDocument,
  type ExportFormerUpload,
  type ExportSong,
} from './export-documents.js';
import { extensionOf, safeSegment, ZipPathAllocator } from './zip-paths.js';

/** A song whose bytes go into the ZIP, at `path`. */
interface AudioEntry {
  song: Pick<ExportSong, 'id' | 'filename' | 'createdAt'>;
  path: string;
  size: number;
}

/** The ZIP's fixed documents, claimed first so no audio folder takes their names. */
const DOCUMENTS = [
  'account.json',
  'projects.json',
  'playlists.json',
  'comments.json',
  'former-project-uploads.json',
];

export interface AccountExport {
  fileName: string;
  /** The ZIP, produced as it is read: JSON first, then each song streamed from storage. */
  stream: Readable;
}

/**
 * The songs whose bytes the export carries: those a profile of the account uploaded, and every
 * song of a project it owns. Each gets a unique, safe path `audio/<project>/<title>.<ext>`;
 * a song whose file is missing from storage is listed without a file rather than breaking the
 * download halfway.
 */
async function planAudio(
  storage: Storage,
  paths: ZipPathAllocator,
  projects: readonly ExportProjectRow[],
  songs: readonly ExportSong[],
  profileIds: ReadonlySet<string>,
): Promise<AudioEntry[]> {
  const owned = new Set(projects.filter((p) => isProjectOwner(p.role)).map((p) => p.id));
  const titles = new Map(projects.map((p) => [p.id, p.title]));
  const folders = new Map<string, string>();
  const entries: AudioEntry[] = [];
  for (const song of songs) {
    const ours =
      owned.has(song.projectId) ||
      (song.uploaderProfileId !== null && profileIds.has(song.uploaderProfileId));
    if (!ours) continue;
    const stat = await storage.stat(song.filename);
    if (!stat) continue;
    let folder = folders.get(song.projectId);
    if (folder === undefined) {
      const name = safeSegment(titles.get(song.projectId) ?? '', 'Untitled project');
      folder = paths.claimFolder('audio', name);
      folders.set(song.projectId, folder);
    }
    const extension = extensionOf(song.filename) || extensionOf(song.originalName);
    const path = paths.claim(
      ['audio', folder],
      safeSegment(song.title, 'Untitled song'),
      extension,
    );
    entries.push({ song, path, size: stat.size });
  }
  return entries;
}

/**
 * The account's uploads to projects it is no longer in, under one folder of their own and named
 * by the uploaded file's name: the project's title and the song's current title may have been
 * set by others after the account left, so neither labels them.
 */
async function planFormerUploads(
  storage: Storage,
  paths: ZipPathAllocator,
  uploads: readonly ExportFormerUpload[],
): Promise<AudioEntry[]> {
  let folder: string | undefined;
  const entries: AudioEntry[] = [];
  for (const upload of uploads) {
    const stat = await storage.stat(upload.filename);
    if (!stat) continue;
    folder ??= paths.claimFolder('audio', 'Former projects');
    const extension = extensionOf(upload.originalName) || extensionOf(upload.filename);
    const stem = upload.originalName.slice(0, upload.originalName.length - extension.length);
    const path = paths.claim(['audio', folder], safeSegment(stem, 'Untitled song'), extension);
    entries.push({ song: upload, path, size: stat.size });
  }
  return entries;
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/**
 * "Download My Data" (issue 7): a ZIP of the account — account.json, profiles/<name>/profile.json,
 * projects.json, playlists.json, comments.json, former-project-uploads.json — and its own audio
 * under audio/. It holds only what the person may see now (issue 14): splits only where they are
 * owner or collaborator; of a project they left or were removed from, only their own uploads
 * and comments. Only the rows are read up front; each song is opened when the ZIP reaches it,
 * so one file at a time is streamed and nothing is held whole in memory.
 */
export async function buildAccountExport(
  deps: { storage: Storage; repo: DataExportRepository },
  accountId: string,
  now: Date,
): Promise<AccountExport> {
  const { repo, storage } = deps;
  const account = await repo.account(accountId);
  if (!account) throw notFound('Account not found');
  const profiles = await repo.profiles(accountId);
  const profileIds = profiles.map((profile) => profile.id);
  const projects = await repo.projects(profileIds);
  const projectIds = [...new Set(projects.map((project) => project.id))];
  const splitProjectIds = [
    ...new Set(projects.filter((p) => can(p.role, 'splits.see')).map((p) => p.id)),
  ];
  const [songwriting, songs, playlists, formerUploads, comments] = await Promise.all([
    repo.songwriting(projectIds, splitProjectIds),
    repo.songs(projectIds),
    repo.playlists(profileIds),
    repo.formerUploads(profileIds, projectIds),
    repo.comments(profileIds, projectIds),
  ]);

  const paths = new ZipPathAllocator();
  for (const fixed of DOCUMENTS) paths.claim([], fixed);
  const audio = [
    ...(await planAudio(storage, paths, projects, songs, new Set(profileIds))),
    ...(await planFormerUploads(storage, paths, formerUploads)),
  ];
  const fileOf = new Map(audio.map((entry) => [entry.song.id, entry.path]));

  const zip = new ZipFile();
  const options = { mtime: now };
  zip.addBuffer(json(accountDocument(account, now)), 'account.json', options);
  for (const profile of profiles) {
    const name = safeSegment(profileDisplayName(profile), 'Profile');
    const folder = paths.claimFolder('profiles', name);
    zip.addBuffer(json(profileDocument(profile)), `profiles/${folder}/profile.json`, options);
  }
  const projectsJson = projectsDocument(
    projects,
    songwriting,
    songs,
    (id) => fileOf.get(id) ?? null,
  );
  zip.addBuffer(json(projectsJson), 'projects.json', options);
  zip.addBuffer(json(playlistsDocument(playlists)), 'playlists.json', options);
  zip.addBuffer(json(commentsDocument(comments)), 'comments.json', options);
  const formerJson = formerUploadsDocument(formerUploads, (id) => fileOf.get(id) ?? null);
  zip.addBuffer(json(formerJson), 'former-project-uploads.json', options);
  for (const entry of audio) {
    // Audio is already compressed: stored as is, which also keeps the export fast.
    zip.addReadStreamLazy(
      entry.path,
      { mtime: entry.song.createdAt, compress: false, size: entry.size },
      (callback) => callback(null, storage.get(entry.song.filename)),
    );
  }
  zip.end();

  const stream = zip.outputStream as Readable;
  // A file that fails mid-way (deleted, disk error) must end the download as failed, not hang it.
  zip.on('error', (error: Error) => stream.destroy(error));
  return { fileName: exportFileName(now), stream };
}
