import type { FastifyInstance } from 'fastify';
import { songDetailsInputSchema } from '../../../shared/schemas/details.js';
import { projectIdParamsSchema } from '../../../shared/schemas/projects.js';
import { notFound } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { detailsRepository } from './details.repository.js';
import { detailsService } from './details.service.js';

/** Project ids are opaque: one that is not even a UUID names no project, so it is a 404. */
function projectIdOf(params: unknown): string {
  const parsed = projectIdParamsSchema.safeParse(params);
  if (!parsed.success) throw notFound('Project not found');
  return parsed.data.id;
}

/** Song details of a project (spec part 2 §7): read, and save (an upsert that merges). */
export async function detailsRoutes(app: FastifyInstance): Promise<void> {
  const service = detailsService({ db: app.deps.db, repo: detailsRepository(app.deps.db) });

  app.get('/api/projects/:id/details', async (request) => {
    const session = requireUser(request);
    return service.get(session.profileId, projectIdOf(request.params));
  });

  // 200, not 201: the details always exist (empty until saved); this replaces their fields.
  app.post('/api/projects/:id/details', async (request) => {
    const session = requireUser(request);
    const projectId = projectIdOf(request.params);
    const changes = parseInput(songDetailsInputSchema, request.body);
    return service.save(session.profileId, projectId, changes);
  });
}
