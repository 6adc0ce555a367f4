import type { ProjectRole } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import { findProjectRole, roleAtLeast, type ProjectAccess } from '../projects/project-access.js';
import type { AudioFileRecord, AudioRepository } from './audio.repository.js';

export const AUDIO_NOT_FOUND = 'Audio file not found';

/** Edit title and notes, upload (DESIGN §5): collaborators and owners. */
export const canEditAudio = (role: ProjectRole) => roleAtLeast(role, 'collaborator');

/** Delete (and move away) audio (DESIGN §5): the owner, or a collaborator who uploaded it. */
export function canDeleteAudio(
  role: ProjectRole,
  audio: { uploaderProfileId: string | null },
  profileId: string,
): boolean {
  return role === 'owner' || (role === 'collaborator' && audio.uploaderProfileId === profileId);
}

/**
 * The audio file and the caller's access to its project: 404 when the file is absent or its
 * project is not visible to the caller (the same answer for both), 403 when the role is too weak.
 */
export async function requireAudioRole(
  db: Database,
  repo: AudioRepository,
  profileId: string,
  audioId: string,
  minimum: ProjectRole,
): Promise<{ audio: AudioFileRecord; access: ProjectAccess }> {
  const audio = await repo.findRecord(audioId);
  const access = audio ? await findProjectRole(db, profileId, audio.projectId) : null;
  if (!audio || !access) throw notFound(AUDIO_NOT_FOUND);
  if (!roleAtLeast(access.role, minimum)) {
    throw forbidden('Your role in this project does not allow that');
  }
  return { audio, access };
}
