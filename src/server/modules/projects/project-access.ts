import { and, eq } from 'drizzle-orm';
import type { ProjectRole } from '../../../shared/constants.js';
import { can, type ProjectAction } from '../../../shared/permissions.js';
import type { Database } from '../../db/client.js';
import { collaborations, projects } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import { acceptedMembership } from '../../db/conditions/project-membership.js';

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
  const [row] = await db
    .select({ project: projects, memberRole: collaborations.role })
    .from(projects)
    .leftJoin(collaborations, acceptedMembership(profileId))
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!row) return null;
  if (row.project.ownerProfileId === profileId) return { project: row.project, role: 'owner' };
  return row.memberRole ? { project: row.project, role: row.memberRole } : null;
}

/** The owner and every accepted member of a project (who hears of what happens in it). */
export async function projectMemberIds(db: Database, projectId: string): Promise<string[]> {
  const [project] = await db
    .select({ owner: projects.ownerProfileId })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!project) return [];
  const members = await db
    .select({ id: collaborations.profileId })
    .from(collaborations)
    .where(and(eq(collaborations.projectId, projectId), eq(collaborations.status, 'accepted')));
  return [project.owner, ...members.flatMap((member) => (member.id ? [member.id] : []))];
}

/**
 * The one access check for project-scoped work (DESIGN §5): 404 when the caller may not see the
 * project (never revealing that it exists), 403 when they may see it but the policy does not let
 * their role do `action`. It decides on the role alone: a rule that needs the item's facts (own
 * upload, the library) is checked by the service afterwards, with its own answer.
 */
export async function requireProjectRole(
  db: Database,
  profileId: string,
  projectId: string,
  action: ProjectAction,
): Promise<ProjectAccess> {
  const access = await findProjectRole(db, profileId, projectId);
  if (!access) throw notFound('Project not found');
  if (!can(access.role, action)) throw forbidden('Your role in this project does not allow that');
  return access;
}

/** The access check as a value, so a service can be given another (tests try other roles). */
export type ProjectAccessCheck = (
  profileId: string,
  projectId: string,
  action: ProjectAction,
) => Promise<ProjectAccess>;

/** requireProjectRole bound to a database. */
export const projectAccessCheck =
  (db: Database): ProjectAccessCheck =>
  (profileId, projectId, action) =>
    requireProjectRole(db, profileId, projectId, action);
