import { eq } from 'drizzle-orm';
import type { ProjectRole } from '../../shared/constants.js';
import type { Database } from '../db/client.js';
import { projects } from '../db/schema/index.js';
import { forbidden, HttpError } from '../lib/http-errors.js';
import { roleAtLeast, type ProjectAccessCheck } from '../modules/projects/project-access.js';

/**
 * An access check that grants `role` on any existing project and applies requireProjectRole's
 * rule. Only until invitations exist (collaboration issue): then tests use real roles.
 */
export function accessAsRole(db: Database, role: ProjectRole): ProjectAccessCheck {
  return async (_profileId, projectId, minimum) => {
    if (!roleAtLeast(role, minimum))
      throw forbidden('Your role in this project does not allow that');
    const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
    if (!project) throw new HttpError(404, 'Project not found');
    return { project, role };
  };
}

/** 'ok' when the work succeeds, else the HTTP status it failed with. */
export async function statusOf(work: Promise<unknown>): Promise<'ok' | number> {
  try {
    await work;
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
}
