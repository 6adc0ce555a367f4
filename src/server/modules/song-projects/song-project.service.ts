import { ALREADY_SONG_PROJECT, BULK_ALREADY_SONGS } from '../../../shared/schemas/audio-bulk.js';
import type { Project } from '../../../shared/schemas/projects.js';
import { can } from '../../../shared/permissions.js';
import type { Database, DbExecutor } from '../../db/client.js';
import { forbidden, HttpError, notFound, withDetails } from '../../lib/http-errors.js';
import { AUDIO_NOT_FOUND, lockChosenFiles, type ChosenFile } from '../audio/index.js';
import { publishProjectChange } from '../notifications/index.js';
import { presentProject, projectsRepository } from '../projects/index.js';
import { songProjectRepository } from './song-project.repository.js';

const ROLE_NOT_ALLOWED = 'Your role in this project does not allow that';

/** A song already out of the library: 409 with a stable code the client translates. */
const alreadySong = () => new HttpError(409, ALREADY_SONG_PROJECT, undefined, 'audio.alreadySong');

/** Whether the policy lets the caller make this file's song a song project. */
export const mayMakeSong = (file: ChosenFile) => can(file.role, 'audio.makeSong');

/**
 * Makes each file's song a song project of the library's owner, inside the caller's
 * transaction (the files locked and already checked with mayMakeSong). Files of one song make
 * one project. Returns the new projects' ids, one per song, in the files' order. A song no
 * longer in the library (moved meanwhile) or already out of it refuses the whole change (409).
 */
export async function makeSongProjects(
  tx: DbExecutor,
  files: readonly ChosenFile[],
): Promise<string[]> {
  const outside = files.filter((file) => !file.projectIsLibrary).map((file) => file.id);
  if (outside.length > 0) {
    throw withDetails(new HttpError(409, BULK_ALREADY_SONGS, undefined, 'audio.alreadySongs'), {
      ids: outside,
    });
  }
  const repo = songProjectRepository(tx);
  const made = new Map<string, string>();
  for (const file of files) {
    if (made.has(file.songId)) continue;
    const title = (await repo.latestTitle(file.songId)) ?? file.title;
    const projectId = await repo.insertProject(file.projectOwnerId, title);
    if ((await repo.moveSong(file.songId, file.projectId, projectId)) === 0) throw alreadySong();
    made.set(file.songId, projectId);
  }
  return [...made.values()];
}

/** Project summaries as POST /api/projects answers them (the caller owns each). */
export async function presentOwnedProjects(db: Database, ids: readonly string[]) {
  const repo = projectsRepository(db);
  const projects: Project[] = [];
  for (const id of ids) {
    const row = await repo.findSummary(id);
    if (row) projects.push(presentProject(row, 'owner'));
  }
  return projects;
}

/**
 * "Make it a song" (issue 16, DESIGN §8): a library song becomes its own song project, with
 * every version, comment, play and playlist place, in one transaction.
 */
export function songProjectService(deps: { db: Database }) {
  const { db } = deps;
  return {
    /** 404 unless the caller sees the song, 403 unless the policy allows, 409 out of the library. */
    async make(caller: { profileId: string }, audioId: string): Promise<Project> {
      const { library, projectId } = await db.transaction(async (tx) => {
        const [file] = await lockChosenFiles(tx, caller.profileId, [audioId]);
        if (!file?.role) throw notFound(AUDIO_NOT_FOUND);
        if (!mayMakeSong(file)) throw forbidden(ROLE_NOT_ALLOWED);
        if (!file.projectIsLibrary) throw alreadySong();
        const [made] = await makeSongProjects(tx, [file]);
        return { library: file.projectId, projectId: made };
      });
      // Live project state: the song left the library and is a project of its own.
      await publishProjectChange(db, library, { kind: 'audio', ids: [audioId] });
      await publishProjectChange(db, projectId!, { kind: 'project' });
      const [project] = await presentOwnedProjects(db, [projectId!]);
      if (!project) throw notFound('Project not found');
      return project;
    },
  };
}
export type SongProjectService = ReturnType<typeof songProjectService>;
