import type { ProjectMute } from '../../../shared/schemas/notifications.js';
import type { Database } from '../../db/client.js';
import type { BodyAfterAccess } from '../../lib/validate.js';
import { requireProjectRole } from '../projects/index.js';
import { projectMutesRepository } from './project-mutes.repository.js';

/**
 * A member's mute of a project (issue 26 item 3): every member may mute a project for
 * themselves (policy: project.mute); anyone else gets the project's 404, and a body is read
 * only once access is settled.
 */
export function projectMuteService(db: Database) {
  const repo = projectMutesRepository(db);
  return {
    async get(profileId: string, projectId: string): Promise<ProjectMute> {
      await requireProjectRole(db, profileId, projectId, 'project.mute');
      return { muted: await repo.isMuted(profileId, projectId) };
    },

    async set(
      profileId: string,
      projectId: string,
      body: BodyAfterAccess<ProjectMute>,
    ): Promise<ProjectMute> {
      await requireProjectRole(db, profileId, projectId, 'project.mute');
      const { muted } = body();
      await repo.setMuted(profileId, projectId, muted);
      return { muted };
    },
  };
}
