import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { isProjectOwner } from '../../../shared/permissions.js';
import { exportFileName } from '../../../shared/schemas/settings.js';
import { notFound } from '../../lib/http-errors.js';
import { addLazyEntry } from '../../lib/zip-sources.js';
import type { Storage } from '../../storage/storage.js';
import { profileDisplayName } from '../projects/index.js';
import type { DataExportRepository, ExportProjectRow } from './data-export.repository.js';
import {
  accountDocument,
  commentsDocument,
  formerUploadsDocument,
  playlistsDocument,
  profileDocument,
  type ExportFormerUpload,
  type ExportSong,
} from './export-documents.js';
import { LyricsPlan } from './export-lyrics.js';
import { projectsJson } from './export-projects-json.js';
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
 * The songs whose bytes the export carries, each with a unique, safe path, claimed in the order
 * projects.json lists them: those a profile of the account uploaded, every song of a project it
 * owns (`audio/<project>/<title>.<ext>`), and its uploads to projects it has left. A song whose
 * file is missing from storage is listed without a file rather than breaking the download.
 */
class AudioPlan {
  readonly entries: AudioEntry[] = [];
  private readonly folders = new Map<string, string>();
  private formerFolder: string | undefined;

  constructor(
    private readonly storage: Storage,
    private readonly paths: ZipPathAllocator,
    private readonly profileIds: ReadonlySet<string>,
  ) {}

  /** A project's song: its path, or null when its bytes are someone else's. */
  async claimProjectSong(song: ExportSong, project: ExportProjectRow): Promise<string | null> {
    const ours =
      isProjectOwner(project.role) ||
      (song.uploaderProfileId !== null && this.profileIds.has(song.uploaderProfileId));
    if (!ours) return null;
    const stat = await this.storage.stat(song.filename);
    if (!stat) return null;
    let folder = this.folders.get(project.id);
    if (folder === undefined) {
      folder = this.paths.claimFolder('audio', safeSegment(project.title, 'Untitled project'));
      this.folders.set(project.id, folder);
    }
    const extension = extensionOf(song.filename) || extensionOf(song.originalName);
    const stem = safeSegment(song.title, 'Untitled song');
    return this.add(song, this.paths.claim(['audio', folder], stem, extension), stat.size);
  }

  /**
   * An upload to a project the account is no longer in, under a folder of its own and named by
   * the uploaded file's name: the project's and the song's titles may have been set by others
   * after the account left, so neither labels it.
   */
  async claimFormerUpload(upload: ExportFormerUpload): Promise<string | null> {
    const stat = await this.storage.stat(upload.filename);
    if (!stat) return null;
    this.formerFolder ??= this.paths.claimFolder('audio', 'Former projects');
    const extension = extensionOf(upload.originalName) || extensionOf(upload.filename);
    const stem = upload.originalName.slice(0, upload.originalName.length - extension.length);
    const path = this.paths.claim(
      ['audio', this.formerFolder],
      safeSegment(stem, 'Untitled song'),
      extension,
    );
    return this.add(upload, path, stat.size);
  }

  private add(song: AudioEntry['song'], path: string, size: number): string {
    this.entries.push({ song, path, size });
    return path;
  }
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/**
 * "Download My Data" (issue 7): a ZIP of the account — account.json, profiles/<name>/profile.json,
 * projects.json, playlists.json, comments.json, former-project-uploads.json — each song's lyrics
 * as text under lyrics/ and its own audio under audio/. It holds only what the person may see now (issue 14): splits only where they are
 * owner or collaborator; of a project they left or were removed from, only their own uploads
 * and comments. projects.json is written as the download reads it (songs a page at a time);
 * the documents after it and each song's bytes are added once it is done, one file at a time,
 * so nothing grows in memory or on the event loop with the size of the catalogue.
 */
export async function buildAccountExport(
  deps: {
    storage: Storage;
    repo: DataExportRepository;
    /** Brings the lyrics rows of these projects up to date with their live documents. */
    renderLyrics?: (projectIds: string[]) => Promise<void>;
  },
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
  await deps.renderLyrics?.(projectIds);

  const paths = new ZipPathAllocator();
  for (const fixed of DOCUMENTS) paths.claim([], fixed);
  const plan = new AudioPlan(storage, paths, new Set(profileIds));
  const lyricsPlan = new LyricsPlan(paths);

  const zip = new ZipFile();
  const options = { mtime: now };
  zip.addBuffer(json(accountDocument(account, now)), 'account.json', options);
  for (const profile of profiles) {
    const name = safeSegment(profileDisplayName(profile), 'Profile');
    const folder = paths.claimFolder('profiles', name);
    zip.addBuffer(json(profileDocument(profile)), `profiles/${folder}/profile.json`, options);
  }
  const projectsStream = Readable.from(
    projectsJson(
      repo,
      projects,
      (song, project) => plan.claimProjectSong(song, project),
      (project, rows) => lyricsPlan.claim(project, rows),
    ),
  );
  zip.addReadStream(projectsStream, 'projects.json', options);

  const stream = zip.outputStream as Readable;
  // A file that fails mid-way (deleted, disk error) must end the download as failed, not hang it.
  zip.on('error', (error: Error) => stream.destroy(error));
  projectsStream.once('end', () => {
    addTheRest().catch((error: Error) => stream.destroy(error));
  });

  async function addTheRest() {
    const [playlists, formerUploads, comments] = await Promise.all([
      repo.playlists(profileIds),
      repo.formerUploads(profileIds, projectIds),
      repo.comments(profileIds, projectIds),
    ]);
    const formerFiles = new Map<string, string | null>();
    for (const upload of formerUploads) {
      formerFiles.set(upload.id, await plan.claimFormerUpload(upload));
    }
    zip.addBuffer(json(playlistsDocument(playlists)), 'playlists.json', options);
    zip.addBuffer(json(commentsDocument(comments)), 'comments.json', options);
    const formerJson = formerUploadsDocument(formerUploads, (id) => formerFiles.get(id) ?? null);
    zip.addBuffer(json(formerJson), 'former-project-uploads.json', options);
    lyricsPlan.addTo(zip, repo);
    for (const entry of plan.entries) {
      // Audio is already compressed: stored as is, which also keeps the export fast.
      addLazyEntry(
        zip,
        entry.path,
        { mtime: entry.song.createdAt, compress: false, size: entry.size },
        () => storage.get(entry.song.filename),
      );
    }
    zip.end();
  }

  return { fileName: exportFileName(now), stream };
}
