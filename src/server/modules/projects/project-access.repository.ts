import { and, eq } from 'drizzle-orm';
import type { ProjectRole } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';
import { acceptedMembership } from '../../db/conditions/project-membership.js';
import { collaborations, projects } from '../../db/schema/index.js';

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

/** A project's title and its owner and accepted members with their roles (who may hear of what). */
export async function projectAudience(
  db: Database,
  projectId: string,
): Promise<{ title: string; members: { profileId: string; role: ProjectRole }[] } | null> {
  const [project] = await db
    .select({ owner: projects.ownerProfileId, title: projects.title })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!project) return null;
  const members = await db
    .select({ profileId: collaborations.profileId, role: collaborations.role })
    .from(collaborations)
    .where(and(eq(collaborations.projectId, projectId), eq(collaborations.status, 'accepted')));
  return {
    title: project.title,
    members: [
      { profileId: project.owner, role: 'owner' },
      ...members.flatMap((m) => (m.profileId ? [{ profileId: m.profileId, role: m.role }] : [])),
    ],
  };
}
