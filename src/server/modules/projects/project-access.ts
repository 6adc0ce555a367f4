import { can, type ProjectAction } from '../../../shared/permissions.js';
import type { Database } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import { findProjectRole, type ProjectAccess } from './project-access.repository.js';

export type { ProjectAccess, ProjectRow } from './project-access.repository.js';

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
