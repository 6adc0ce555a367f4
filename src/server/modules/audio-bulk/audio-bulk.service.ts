import {
  BULK_NOT_FOUND,
  BULK_REFUSED,
  type AudioBulkRequest,
  type AudioBulkResult,
} from '../../../shared/schemas/audio-bulk.js';
import {
  PLAYLIST_FULL,
  PLAYLIST_NOT_FOUND,
  PLAYLIST_TRACKS_MAX,
} from '../../../shared/schemas/playlists.js';
import { can } from '../../../shared/permissions.js';
import type { Database, DbExecutor } from '../../db/client.js';
import { conflict, HttpError, notFound, withDetails } from '../../lib/http-errors.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import type { Storage } from '../../storage/storage.js';
import {
  audioRepository,
  canDeleteAudio,
  lockChosenFiles,
  type ChosenFile,
  moveFile,
  quotaCheck,
} from '../audio/index.js';
import {
  notifySongAdded,
  playlistsRepository,
  type PlaylistRow,
  placeBetween,
} from '../playlists/index.js';
import { publishProjectChange } from '../notifications/index.js';
import { requireProjectRole } from '../projects/index.js';
import { makeSongProjects, mayMakeSong, presentOwnedProjects } from '../song-projects/index.js';
import { audioBulkRepository } from './audio-bulk.repository.js';

interface Caller {
  profileId: string;
}

const RACED = 'This song was changed at the same moment; please try again';
/** Files removed from storage at once after a bulk delete (each is one unlink or request). */
const CLEANUP_CONCURRENCY = 8;

/**
 * The chosen files in the request's order, once every one is known to the caller (else 404)
 * and allowed by the policy (else 403); either refusal names the offending ids in `details`.
 */
export function checkEvery(
  ids: readonly string[],
  files: readonly ChosenFile[],
  allowed: (file: ChosenFile & { role: NonNullable<ChosenFile['role']> }) => boolean,
): ChosenFile[] {
  const visible = new Map(files.filter((file) => file.role).map((file) => [file.id, file]));
  const missing = ids.filter((id) => !visible.has(id));
  if (missing.length > 0) {
    throw withDetails(new HttpError(404, BULK_NOT_FOUND, undefined, 'audio.bulkNotFound'), {
      ids: missing,
    });
  }
  const chosen = ids.map((id) => visible.get(id)!);
  const refused = chosen.filter((file) => !allowed(file as Parameters<typeof allowed>[0]));
  if (refused.length > 0) {
    throw withDetails(new HttpError(403, BULK_REFUSED, undefined, 'audio.bulkRefused'), {
      ids: refused.map((file) => file.id),
    });
  }
  return chosen;
}

/**
 * Live project state after a bulk action: one `audio` event per project a file left or joined,
 * however many files (past the id cap the event names none, meaning the whole list).
 */
async function announceAudio(
  db: Database,
  changes: readonly { projectId: string; id: string }[],
): Promise<void> {
  const byProject = new Map<string, string[]>();
  for (const { projectId, id } of changes) {
    byProject.set(projectId, [...(byProject.get(projectId) ?? []), id]);
  }
  for (const [projectId, ids] of byProject) {
    await publishProjectChange(db, projectId, { kind: 'audio', ids });
  }
}

/**
 * POST /api/audio/bulk (issue 16): one action on up to AUDIO_BULK_MAX songs, all or nothing.
 * The files are locked and every one is checked against the permission policy inside one
 * transaction; each action keeps the rules of its single-item route.
 */
export function audioBulkService(deps: {
  db: Database;
  storage: Storage;
  onCleanupError?: (error: unknown) => void;
}) {
  const { db, storage } = deps;

  /** Runs `work` in one transaction; a lost race on a song's versions is a 409, not a 500. */
  async function inTransaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(RACED);
      throw error;
    }
  }

  /** Removes stored files after the commit, a few at a time (a leftover is only wasted space). */
  async function removeStored(filenames: string[]): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < filenames.length) {
        const filename = filenames[next++]!;
        await storage.delete(filename).catch(deps.onCleanupError);
      }
    };
    await Promise.all(Array.from({ length: CLEANUP_CONCURRENCY }, worker));
  }

  /** Delete: the owner, or a collaborator their own uploads (DELETE /api/audio/{id}). */
  async function remove(caller: Caller, ids: string[]): Promise<AudioBulkResult> {
    const removed = await inTransaction(async (tx) => {
      const files = checkEvery(ids, await lockChosenFiles(tx, caller.profileId, ids), (file) =>
        canDeleteAudio(file.role, file, caller.profileId),
      );
      await audioBulkRepository(tx).deleteFiles(ids);
      const audio = audioRepository(tx);
      const songsLosingLatest = new Set(files.filter((f) => f.isLatest).map((f) => f.songId));
      for (const songId of songsLosingLatest) await audio.promoteNewest(songId);
      return files;
    });
    await announceAudio(db, removed);
    await removeStored(removed.map((file) => file.filename));
    return { action: 'delete', ids };
  }

  /** Move: delete rights where the file is, upload rights in the target (PATCH …/project). */
  async function move(caller: Caller, ids: string[], projectId: string): Promise<AudioBulkResult> {
    const target = await requireProjectRole(db, caller.profileId, projectId, 'audio.upload');
    const moved = await inTransaction(async (tx) => {
      const files = checkEvery(ids, await lockChosenFiles(tx, caller.profileId, ids), (file) =>
        canDeleteAudio(file.role, file, caller.profileId),
      );
      const audio = audioRepository(tx);
      const leaving = files.filter((file) => file.projectId !== projectId);
      const otherOwners = leaving.filter(
        (file) => file.projectOwnerId !== target.project.ownerProfileId,
      );
      if (otherOwners.length > 0) {
        // The bytes move to another owner's quota.
        const bytes = otherOwners.reduce((sum, file) => sum + file.size, 0);
        await quotaCheck(audio, target.project.ownerProfileId, caller.profileId).require(
          bytes,
          otherOwners[0]!.title,
        );
      }
      for (const file of leaving) {
        // Read again: moving an earlier file of the same song changed its versions.
        const current = await audio.findRecord(file.id);
        if (current) await moveFile(audio, current, projectId);
      }
      return leaving;
    });
    await announceAudio(db, [...moved, ...moved.map((file) => ({ projectId, id: file.id }))]);
    return { action: 'moveToProject', ids };
  }

  /**
   * Add to one of the caller's playlists: songs the caller may see (POST
   * /api/playlists/{id}/tracks), appended in the request's order; songs already there stay
   * where they are. More than the playlist can hold refuses the whole request.
   */
  async function addToPlaylist(
    caller: Caller,
    ids: string[],
    playlistId: string,
  ): Promise<AudioBulkResult> {
    const { playlist, added } = await inTransaction(async (tx) => {
      const playlists = playlistsRepository(tx);
      const row: PlaylistRow | null = await playlists.lockOwned(caller.profileId, playlistId);
      if (!row) throw notFound(PLAYLIST_NOT_FOUND);
      const files = checkEvery(ids, await lockChosenFiles(tx, caller.profileId, ids), (file) =>
        can(file.role, 'project.see'),
      );
      const bulk = audioBulkRepository(tx);
      const held = await bulk.playlistHolds(playlistId, ids);
      const fresh = files.filter((file) => !held.has(file.id));
      const { count, lastPlace } = await bulk.playlistEnd(playlistId);
      if (count + fresh.length > PLAYLIST_TRACKS_MAX) throw conflict(PLAYLIST_FULL);
      let place = lastPlace;
      const songs = fresh.map((file) => {
        place = placeBetween(place, null);
        return { audioFileId: file.id, position: place };
      });
      await bulk.insertTracks(playlistId, songs);
      await playlists.touch(playlistId);
      return { playlist: row, added: fresh };
    });
    for (const song of added) await notifySongAdded(db, caller.profileId, playlist, song);
    return { action: 'addToPlaylist', ids: added.map((file) => file.id) };
  }

  /** Make songs: each library song becomes its own project (POST …/song-project). */
  async function makeSongs(caller: Caller, ids: string[]): Promise<AudioBulkResult> {
    const { files, projectIds } = await inTransaction(async (tx) => {
      const files = checkEvery(ids, await lockChosenFiles(tx, caller.profileId, ids), mayMakeSong);
      return { files, projectIds: await makeSongProjects(tx, files) };
    });
    await announceAudio(db, files);
    for (const made of projectIds) await publishProjectChange(db, made, { kind: 'project' });
    return { action: 'makeSongs', ids, projects: await presentOwnedProjects(db, projectIds) };
  }

  return {
    run(caller: Caller, request: AudioBulkRequest): Promise<AudioBulkResult> {
      switch (request.action) {
        case 'delete':
          return remove(caller, request.ids);
        case 'moveToProject':
          return move(caller, request.ids, request.projectId);
        case 'addToPlaylist':
          return addToPlaylist(caller, request.ids, request.playlistId);
        case 'makeSongs':
          return makeSongs(caller, request.ids);
      }
    },
  };
}
export type AudioBulkService = ReturnType<typeof audioBulkService>;
