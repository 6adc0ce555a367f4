import { eq, type SQL } from 'drizzle-orm';
import { PROJECT_ROLES, type ProjectRole } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/http-errors.js';

export type ProjectRow = typeof projects.$inferSelect;

export interface ProjectAccess {
  project: ProjectRow;
  role: ProjectRole;
}

/** The caller's role in a project, or null when the project is absent or not theirs to see. */
export async function findProjectRole(
  db: Database,
  profileId: string,
  projectId: string,
): Promise<ProjectAccess | null> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) return null;
  // Collaborators and viewers join here when invitations land (collaboration issue).
  if (project.ownerProfileId === profileId) return { project, role: 'owner' };
  return null;
}

/**
 * SQL condition on `projects`: the project is visible to the profile. Lists (projects, library
 * order) filter with it in one query; keep it in step with findProjectRole when collaborators
 * join (owner OR an accepted collaboration of the profile).
 */
export function projectVisibleTo(profileId: string): SQL {
  return eq(projects.ownerProfileId, profileId);
}

export const roleAtLeast = (role: ProjectRole, minimum: ProjectRole) =>
  PROJECT_ROLES.indexOf(role) >= PROJECT_ROLES.indexOf(minimum);

/**
 * The one access check for project-scoped work (DESIGN §5): 404 when the caller may not see the
 * project (never revealing that it exists), 403 when they may see it but their role is too weak.
 */
export async function requireProjectRole(
  db: Database,
  profileId: string,
  projectId: string,
  minimum: ProjectRole,
): Promise<ProjectAccess> {
  const access = await findProjectRole(db, profileId, projectId);
  if (!access) throw notFound('Project not found');
  if (!roleAtLeast(access.role, minimum))
    throw forbidden('Your role in this project does not allow that');
  return access;
}

/** The access check as a value, so a service can be given another (tests try other roles). */
export type ProjectAccessCheck = (
  profileId: string,
  projectId: string,
  minimum: ProjectRole,
) => Promise<ProjectAccess>;

/** requireProjectRole bound to a database. */
export const projectAccessCheck =
  (db: Database): ProjectAccessCheck =>
  (profileId, projectId, minimum) =>
    requireProjectRole(db, profileId, projectId, minimum);
