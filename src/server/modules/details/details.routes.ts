import type { FastifyInstance } from 'fastify';
import { songDetailsInputSchema } from '../../../shared/schemas/details.js';
import { parseAfterAccess, projectIdParam } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { detailsService } from './details.service.js';

/** Song details of a project (spec part 2 §7): read, and save (an upsert that merges). */
export async function detailsRoutes(app: FastifyInstance): Promise<void> {
  const service = detailsService({ db: app.deps.db, repo: app.repositories.details });

  app.get('/api/projects/:id/details', async (request) => {
    const session = requireUser(request);
    return service.get(session.profileId, projectIdParam(request.params));
  });

  // 200, not 201: the details always exist (empty until saved); this replaces their fields.
  app.post('/api/projects/:id/details', async (request) => {
    const session = requireUser(request);
    const projectId = projectIdParam(request.params);
    const changes = parseAfterAccess(songDetailsInputSchema, request.body);
    return service.save(session.profileId, projectId, changes);
  });
}
