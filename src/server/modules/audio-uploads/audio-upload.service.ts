import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ERROR_MESSAGES } from '../../../shared/error-codes.js';
import { audioUploadFieldsSchema, type AudioFile } from '../../../shared/schemas/audio.js';
import { notifyUpload } from './upload-notification.js';
import type { AnalysisPool } from '../../audio/analysis-pool.js';
import { AUDIO_HEADER_BYTES, formatColumns, readAudioFormat } from '../../audio/audio-format.js';
import { audioFormat } from '../../audio/format-facts.js';
import type { Database } from '../../db/client.js';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/http-errors.js';
import { keepFirstBytes, sniffStream } from '../../lib/sniff.js';
import { parseInput } from '../../lib/validate.js';
import { StorageLimitError, type Storage } from '../../storage/storage.js';
import { publishProjectChange } from '../notifications/index.js';
import type { SoundAnalyser } from '../audio-analysis/index.js';
import { createLibraryProject, requireProjectRole, type ProjectAccess } from '../projects/index.js';
import { recordAudit } from '../audit/index.js';
import { getMaxUploadMegabytes } from '../settings/index.js';
import {
  presentAudio,
  quotaCheck,
  uploadCapMessage,
  type AudioRepository,
  type QuotaCheck,
} from '../audio/index.js';
import {
  analyseAsItArrives,
  storeAndAnalyse,
  UnreadableAudioError,
  type AnalysedAlready,
} from './store-and-analyse.js';

export const UNSUPPORTED_AUDIO =
  'Unsupported file type: upload MP3, WAV, FLAC, M4A/AAC, OGG/Opus or WebM audio';
export const UNREADABLE_AUDIO = 'This audio file could not be read';
export const NO_AUDIO = 'Choose an audio file to upload';
export const EMPTY_FILE = ERROR_MESSAGES['upload.emptyFile'];
export const PROJECT_FIRST = ERROR_MESSAGES['upload.projectFirst'];
export const AUDIO_FIELD = 'audio';

/** One part of a multipart upload, as the route hands it over (no HTTP types). */
export type UploadPart =
  | { kind: 'field'; name: string; value: string }
  | {
      kind: 'file';
      field: string;
      filename: string;
      stream: Readable;
      /**
       * Set when the file's bytes are stored already (a finished resumable upload): makes them
       * the file of `key` without writing them again. `stream` is then read only to sniff and
       * analyse the file.
       */
      adopt?: (key: string) => Promise<void>;
      /** With `adopt`: the file was analysed as it arrived; `stream` is read for its head only. */
      analysed?: AnalysedAlready;
    };

export interface UploadRequest {
  /** POST /api/projects/{id}/audio: the project from the path (a projectId field is ignored). */
  projectId?: string;
  /** Set when the client went away: the file in progress is dropped. */
  signal?: AbortSignal;
}

/**
 * A client file name without any path a browser may add (`C:\fakepath\take.wav`), and without
 * control characters (PostgreSQL refuses NUL in text; the others only garble the name).
 */
export function baseName(filename: string): string {
  const name =
    filename
      .replace(/\p{Cc}/gu, '')
      .split(/[\\/]/)
      .pop()
      ?.trim() ?? '';
  return (name || 'audio').slice(0, 255);
}

/** The title a new file gets unless one is given: its name without the extension. */
const titleFromName = (name: string) =>
  name
    .replace(/\.[^.]+$/, '')
    .trim()
    .slice(0, 200) || name;

/**
 * The upload pipeline (DESIGN §6): for each file, sniff its type from the bytes, stream it to
 * storage under an unguessable name with a byte cap (the smaller of the admin's per-file limit
 * and what is left of the project owner's plan), analyse it in a worker (duration, peaks),
 * then insert its row. Each file stands alone: a failure removes that file's bytes and row and
 * ends the request, while files completed before it stay (decision 003).
 */
export function audioUploadService(deps: {
  db: Database;
  storage: Storage;
  pool: AnalysisPool;
  repo: AudioRepository;
  /** Measures loudness, tempo and key once the upload has answered (decision 030). */
  analyser: Pick<SoundAnalyser, 'wake'>;
}) {
  const { db, storage, pool, repo, analyser } = deps;

  /** The profile's "My Library", created on first use for profiles made before it existed. */
  async function libraryOf(profileId: string): Promise<string> {
    const existing = await repo.findLibraryProjectId(profileId);
    if (existing) return existing;
    try {
      return (await createLibraryProject(db, profileId)).id;
    } catch (error) {
      const raced = await repo.findLibraryProjectId(profileId);
      if (raced) return raced;
      throw error;
    }
  }

  /** Stores, analyses and records one file; leaves nothing behind when any step fails. */
  async function uploadOne(
    caller: { profileId: string },
    access: ProjectAccess,
    file: {
      filename: string;
      stream: Readable;
      title: string | undefined;
      adopt?: (key: string) => Promise<void>;
      analysed?: AnalysedAlready;
    },
    limits: { capMegabytes: number },
    signal: AbortSignal | undefined,
  ): Promise<AudioFile> {
    const { capMegabytes } = limits;
    const originalName = baseName(file.filename);
    const sniffed = await sniffStream(file.stream);
    const { type, empty } = sniffed;
    // The header the format is read from is kept as the file flows to storage: no second
    // read, and the store starts on the sniff's bytes alone.
    const { stream, head } = keepFirstBytes(sniffed.stream, AUDIO_HEADER_BYTES);
    if (empty) {
      stream.destroy();
      throw badRequest(EMPTY_FILE);
    }
    if (type?.kind !== 'audio') {
      stream.destroy();
      throw unsupportedMediaType(UNSUPPORTED_AUDIO);
    }
    const quota = quotaCheck(repo, access.project.ownerProfileId, caller.profileId);
    const remaining = await quota.remaining();
    const capBytes = Math.floor(capMegabytes * 1024 * 1024);
    const fail = {
      cap: () => payloadTooLarge(uploadCapMessage(originalName, capMegabytes)),
      quota: () => quota.exceeded(originalName, remaining.bound),
    };
    if (remaining.bytes === 0) {
      stream.destroy();
      throw fail.quota();
    }
    const key = `${randomUUID()}.${type.ext}`;
    const maxBytes = Math.min(capBytes, remaining.bytes);
    let stored: Awaited<ReturnType<typeof storeAndAnalyse>>;
    try {
      stored = await storeAndAnalyse(
        { storage, pool },
        { key, stream, type, maxBytes, adopt: file.adopt, analysed: file.analysed },
        signal,
      );
    } catch (error) {
      if (error instanceof StorageLimitError) {
        throw remaining.bytes < capBytes ? fail.quota() : fail.cap();
      }
      if (error instanceof UnreadableAudioError) throw unsupportedMediaType(UNREADABLE_AUDIO);
      throw error;
    }
    const { size, analysis } = stored;
    let id: string;
    try {
      signal?.throwIfAborted();
      const row = await repo.insert({
        projectId: access.project.id,
        uploaderProfileId: caller.profileId,
        filename: key,
        originalName,
        title: file.title || titleFromName(originalName),
        mimeType: type.mime,
        size,
        duration: analysis.duration,
        peaks: analysis.peaks,
        // The sniff knew the container even when the header says no more (a long ID3 tag).
        ...formatColumns(readAudioFormat(head()) ?? audioFormat(type.ext, {})),
      });
      id = row.id;
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
    const listed = await repo.findDetail(id);
    if (!listed) throw new Error('The new audio row disappeared');
    return presentAudio(listed, access.role, caller.profileId);
  }

  return {
    /** analyseAsItArrives (store-and-analyse.ts) in this pipeline's analysis pool. */
    analyseAsItArrives: (firstBytes: Buffer, signal: AbortSignal) =>
      analyseAsItArrives(pool, firstBytes, signal),

    /**
     * The checks an upload meets before any of its bytes are taken, for an upload whose size is
     * known up front (a resumable upload's creation): may the caller upload to the project (or
     * their library), is the file within the per-file cap, and does it fit in the owner's
     * storage. Throws the same 404/403/413 the multipart upload gives; the pipeline checks
     * again when the bytes are in. Answers whose storage the file takes, and its quota check.
     */
    async checkUpload(
      caller: { profileId: string },
      file: { projectId?: string; filename: string; size: number },
    ): Promise<{ ownerProfileId: string; quota: QuotaCheck }> {
      const projectId = file.projectId ?? (await libraryOf(caller.profileId));
      const access = await requireProjectRole(db, caller.profileId, projectId, 'audio.upload');
      const name = baseName(file.filename);
      const capMegabytes = await getMaxUploadMegabytes(db);
      if (file.size > Math.floor(capMegabytes * 1024 * 1024)) {
        throw payloadTooLarge(uploadCapMessage(name, capMegabytes));
      }
      const quota = quotaCheck(repo, access.project.ownerProfileId, caller.profileId);
      await quota.require(Math.max(file.size, 1), name);
      return { ownerProfileId: access.project.ownerProfileId, quota };
    },

    /**
     * Uploads every file in field `audio`. Fields apply to the files after them: `title` names
     * the next file, `projectId` (POST /api/audio only) must come before the first file; without
     * it, files go to the caller's library. Other fields (the recorder's `duration`) are ignored.
     */
    async upload(
      caller: { profileId: string },
      parts: AsyncIterable<UploadPart>,
      request: UploadRequest = {},
    ): Promise<AudioFile[]> {
      // A fixed project is checked before a single byte is read.
      let access = request.projectId
        ? await requireProjectRole(db, caller.profileId, request.projectId, 'audio.upload')
        : null;
      let projectId: string | undefined;
      let title: string | undefined;
      let limits: { capMegabytes: number } | null = null;
      const uploaded: AudioFile[] = [];

      for await (const part of parts) {
        if (part.kind === 'field') {
          if (part.name === 'title') {
            title = parseInput(audioUploadFieldsSchema, { title: part.value }).title || undefined;
          } else if (part.name === 'projectId' && !request.projectId) {
            if (access) throw badRequest(PROJECT_FIRST);
            projectId = parseInput(audioUploadFieldsSchema, { projectId: part.value }).projectId;
          }
          continue;
        }
        if (part.field !== AUDIO_FIELD) {
          part.stream.destroy();
          throw badRequest(NO_AUDIO, { [AUDIO_FIELD]: ERROR_MESSAGES['upload.wrongField'] });
        }
        access ??= await requireProjectRole(
          db,
          caller.profileId,
          projectId ?? (await libraryOf(caller.profileId)),
          'audio.upload',
        );
        limits ??= { capMegabytes: await getMaxUploadMegabytes(db) };
        const { filename, stream, adopt, analysed } = part;
        const file = { filename, stream, title, adopt, analysed };
        uploaded.push(await uploadOne(caller, access, file, limits, request.signal));
        title = undefined;
      }
      if (uploaded.length === 0) throw badRequest(NO_AUDIO, { [AUDIO_FIELD]: NO_AUDIO });
      // Loudness, tempo and key come after the answer, which waits only for duration and peaks.
      analyser.wake();
      if (access) {
        // Live project state: one event for the whole request, however many files.
        const ids = uploaded.map((file) => file.id);
        await publishProjectChange(db, access.project.id, { kind: 'audio', ids });
        await notifyUpload(db, caller.profileId, access.project, uploaded);
      }
      for (const file of uploaded) {
        const details = { title: file.title, project: access?.project.title ?? null };
        await recordAudit(db, {
          kind: 'audio.uploaded',
          actorProfileId: caller.profileId,
          details,
        });
      }
      return uploaded;
    },
  };
}
export type AudioUploadService = ReturnType<typeof audioUploadService>;
