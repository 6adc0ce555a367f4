import type { AudioFile, AudioFileDetail } from '../../../shared/schemas/audio.js';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import type { BodyAfterAccess } from '../../lib/validate.js';
import type { Storage } from '../../storage/storage.js';
import { publishProjectChange } from '../notifications/index.js';
import { requireProjectRole, type ProjectAccess } from '../projects/index.js';
import { audioRepository, type AudioFileRecord, type AudioRepository } from './audio.repository.js';
import { AUDIO_NOT_FOUND, canDeleteAudio, requireAudioRole } from './audio-access.js';
import { presentAudio, presentAudioDetail } from './present-audio.js';
import { moveFile } from './move-file.js';
import { quotaCheck } from './storage-quota.js';

interface Caller {
  profileId: string;
}

const CANNOT_DELETE = 'Only the project owner or the person who uploaded this file can do that';
const VERSIONS_SAME_PROJECT = 'Versions of a song must be files of the same project';
const RACED = 'This song was changed at the same moment; please try again';

/** Listing, reading, editing, grouping, moving and deleting audio files (rules of DESIGN §5). */
export function audioService(deps: {
  db: Database;
  storage: Storage;
  onCleanupError?: (error: unknown) => void;
  repo: AudioRepository;
}) {
  const { db, storage, repo } = deps;

  /** Runs the version changes of one request atomically; a lost race is a 409, not a 500. */
  async function inTransaction(work: (tx: ReturnType<typeof audioRepository>) => Promise<void>) {
    try {
      await db.transaction((tx) => work(audioRepository(tx)));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(RACED);
      throw error;
    }
  }

  /** Live project state: files of the project changed (after the commit). */
  const audioChanged = (projectId: string, ids: readonly string[]) =>
    publishProjectChange(db, projectId, { kind: 'audio', ids });

  async function present(caller: Caller, audioId: string, access: ProjectAccess) {
    const row = await repo.findDetail(audioId);
    if (!row) throw notFound(AUDIO_NOT_FOUND);
    return presentAudioDetail(row, access.role, caller.profileId);
  }

  /** Removes a file's row; when it was its song's latest, the newest remaining version takes over. */
  async function remove(audio: AudioFileRecord): Promise<void> {
    await inTransaction(async (tx) => {
      await tx.delete(audio.id);
      if (audio.isLatest) await tx.promoteNewest(audio.songId);
    });
    // After the commit: a file left behind by a failed delete is only wasted space.
    await audioChanged(audio.projectId, [audio.id]);
    await storage.delete(audio.filename).catch(deps.onCleanupError);
  }

  return {
    /** One file with its peaks (viewer and up). */
    async get(caller: Caller, audioId: string): Promise<AudioFileDetail> {
      const { access } = await requireAudioRole(db, repo, caller.profileId, audioId, 'project.see');
      return present(caller, audioId, access);
    },

    /** Every version of the file's song, newest first (viewer and up). */
    async versions(caller: Caller, audioId: string): Promise<AudioFile[]> {
      const { audio, access } = await requireAudioRole(
        db,
        repo,
        caller.profileId,
        audioId,
        'project.see',
      );
      const rows = await repo.listSongVersions(audio.songId);
      return rows.map((row) => presentAudio(row, access.role, caller.profileId));
    },

    /** Changes notes or title (collaborator and up). */
    async edit(
      caller: Caller,
      audioId: string,
      body: BodyAfterAccess<{ notes: string } | { title: string }>,
    ): Promise<AudioFileDetail> {
      const { access } = await requireAudioRole(db, repo, caller.profileId, audioId, 'audio.edit');
      await repo.update(audioId, body());
      await audioChanged(access.project.id, [audioId]);
      return present(caller, audioId, access);
    },

    /**
     * Moves one file to another project (delete rights here, collaborator there). A file that
     * was one of several versions leaves its song and becomes a song of its own (decision 003).
     */
    async move(
      caller: Caller,
      audioId: string,
      body: BodyAfterAccess<{ projectId: string }>,
    ): Promise<AudioFileDetail> {
      const { audio, access } = await requireAudioRole(
        db,
        repo,
        caller.profileId,
        audioId,
        'project.see',
      );
      if (!canDeleteAudio(access.role, audio, caller.profileId)) throw forbidden(CANNOT_DELETE);
      const { projectId } = body();
      const target = await requireProjectRole(db, caller.profileId, projectId, 'audio.upload');
      if (target.project.id === audio.projectId) return present(caller, audioId, access);
      if (target.project.ownerProfileId !== access.project.ownerProfileId) {
        // The bytes move to another owner's quota.
        await quotaCheck(repo, target.project.ownerProfileId, caller.profileId).require(
          audio.size,
          audio.title,
        );
      }
      await inTransaction((tx) => moveFile(tx, audio, projectId));
      await audioChanged(audio.projectId, [audioId]);
      await audioChanged(projectId, [audioId]);
      return present(caller, audioId, target);
    },

    /**
     * "Mark as Latest Version" (collaborator and up). With `versionOf` (another file of the same
     * project) this file joins that file's song as its latest; without, it becomes the latest of
     * its own song. The song it leaves promotes its newest remaining file.
     */
    async markLatest(
      caller: Caller,
      audioId: string,
      body: BodyAfterAccess<{ versionOf?: string }>,
    ): Promise<AudioFileDetail> {
      const { audio, access } = await requireAudioRole(
        db,
        repo,
        caller.profileId,
        audioId,
        'audio.edit',
      );
      const { versionOf } = body();
      let songId = audio.songId;
      if (versionOf !== undefined) {
        if (versionOf === audioId) {
          throw badRequest('A file cannot be a version of itself', {
            versionOf: 'Pick another song',
          });
        }
        const other = await repo.findRecord(versionOf);
        if (!other || other.projectId !== audio.projectId) {
          throw badRequest(VERSIONS_SAME_PROJECT, { versionOf: VERSIONS_SAME_PROJECT });
        }
        songId = other.songId;
      }
      await inTransaction(async (tx) => {
        await tx.clearLatest(songId, audioId);
        await tx.update(audioId, { songId, isLatest: true });
        if (songId !== audio.songId && audio.isLatest) await tx.promoteNewest(audio.songId);
      });
      await audioChanged(audio.projectId, [audioId, ...(versionOf ? [versionOf] : [])]);
      // Open threads of the song's previous latest now show on this file (decision 024).
      await publishProjectChange(db, audio.projectId, { kind: 'comments', ids: [audioId] });
      return present(caller, audioId, access);
    },

    /**
     * Deletes a file (the owner, or a collaborator who uploaded it). With `projectId`, the file
     * must belong to that project (404 otherwise).
     */
    async delete(caller: Caller, audioId: string, projectId?: string): Promise<void> {
      if (projectId) await requireProjectRole(db, caller.profileId, projectId, 'project.see');
      const { audio, access } = await requireAudioRole(
        db,
        repo,
        caller.profileId,
        audioId,
        'project.see',
      );
      if (projectId && audio.projectId !== projectId) throw notFound(AUDIO_NOT_FOUND);
      if (!canDeleteAudio(access.role, audio, caller.profileId)) throw forbidden(CANNOT_DELETE);
      await remove(audio);
    },
  };
}
export type AudioService = ReturnType<typeof audioService>;
