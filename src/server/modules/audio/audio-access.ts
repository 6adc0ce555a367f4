import type { ProjectRole } from '../../../shared/constants.js';
import { can, type ProjectAction } from '../../../shared/permissions.js';
import type { Database } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import { findProjectRole, type ProjectAccess } from '../projects/index.js';
import type { AudioFileRecord, AudioRepository } from './audio.repository.js';

export const AUDIO_NOT_FOUND = 'Audio file not found';

/** Edit title and notes (the policy's 'audio.edit'). */
export const canEditAudio = (role: ProjectRole) => can(role, 'audio.edit');

/** Delete (and move away) audio (DESIGN §5): the owner, or a collaborator who uploaded it. */
export function canDeleteAudio(
  role: ProjectRole,
  audio: { uploaderProfileId: string | null },
  profileId: string,
): boolean {
  return can(role, 'audio.delete', { isMine: audio.uploaderProfileId === profileId });
}

/**
 * The audio file and the caller's access to its project: 404 when the file is absent or its
 * project is not visible to the caller (the same answer for both), 403 when the policy does not
 * let the role do `action`.
 */
export async function requireAudioRole(
  db: Database,
  repo: AudioRepository,
  profileId: string,
  audioId: string,
  action: ProjectAction,
): Promise<{ audio: AudioFileRecord; access: ProjectAccess }> {
  const audio = await repo.findRecord(audioId);
  const access = audio ? await findProjectRole(db, profileId, audio.projectId) : null;
  if (!audio || !access) throw notFound(AUDIO_NOT_FOUND);
  if (!can(access.role, action)) {
    throw forbidden('Your role in this project does not allow that');
  }
  return { audio, access };
}
