import type { FastifyInstance } from 'fastify';
import { projectMuteSchema } from '../../../shared/schemas/notifications.js';
import { parseAfterAccess, projectIdParam } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { projectMuteService } from './project-mute.service.js';

/** GET and PUT /api/projects/{id}/mute: the caller's own mute of a project. */
export async function projectMuteRoutes(app: FastifyInstance): Promise<void> {
  const service = projectMuteService(app.deps.db);

  app.get('/api/projects/:id/mute', async (request) => {
    const session = requireUser(request);
    return service.get(session.profileId, projectIdParam(request.params));
  });

  app.put('/api/projects/:id/mute', async (request) => {
    const session = requireUser(request);
    const projectId = projectIdParam(request.params);
    const body = parseAfterAccess(projectMuteSchema, request.body);
    return service.set(session.profileId, projectId, body);
  });
}
