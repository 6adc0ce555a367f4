import { can, type ProjectAction } from '../../../shared/permissions.js';
import type { Database } from '../../db/client.js';
import { forbidden, HttpError, notFound } from '../../lib/http-errors.js';
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

/**
 * Runs an access check for an item of a project (a comment's song, say) and answers the
 * project's 404 as the item's own `notFoundMessage`: an item in a project the caller may not
 * see is as absent as one that never existed, so its id reveals nothing. A 403 stays a 403.
 */
export async function hidingUnseenProject<T>(
  notFoundMessage: string,
  check: () => Promise<T>,
): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw notFound(notFoundMessage);
    throw error;
  }
}

/**
 * An item of a project (lyrics, a credit, a collaboration) that the caller's role may `action`
 * on: 404 `notFoundMessage` when the item is absent or its project unseen, 403 when the role
 * does not allow it.
 */
export async function requireProjectItem<T extends { projectId: string }>(
  check: ProjectAccessCheck,
  item: T | null | undefined,
  profileId: string,
  action: ProjectAction,
  notFoundMessage: string,
): Promise<T> {
  if (!item) throw notFound(notFoundMessage);
  await hidingUnseenProject(notFoundMessage, () => check(profileId, item.projectId, action));
  return item;
}
