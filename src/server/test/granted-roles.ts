import { eq } from 'drizzle-orm';
import type { ProjectRole } from '../../shared/constants.js';
import { projects } from '../db/schema/index.js';
import { forbidden } from '../lib/http-errors.js';
import type * as ProjectAccessModule from '../modules/projects/project-access.js';

/**
 * Roles granted per `${profileId}:${projectId}`, standing in for accepted invitations until the
 * collaboration issue lets the API create them. Use it from a test file with
 *   vi.mock('../projects/project-access.js', async (importOriginal) =>
 *     (await import('../../test/granted-roles.js')).withGrantedRoles(await importOriginal()));
 */
export const grants = new Map<string, ProjectRole>();

/** The real access module, except that a granted role is answered with the real rule. */
export function withGrantedRoles(real: typeof ProjectAccessModule): typeof ProjectAccessModule {
  const requireProjectRole: typeof real.requireProjectRole = async (...args) => {
    const [db, profileId, projectId, minimum] = args;
    const role = grants.get(`${profileId}:${projectId}`);
    if (!role) return real.requireProjectRole(...args);
    if (!real.roleAtLeast(role, minimum)) throw forbidden('Your role does not allow that');
    const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
    return { project: project!, role };
  };
  return { ...real, requireProjectRole };
}
