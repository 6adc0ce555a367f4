import type { FastifyInstance } from 'fastify';
import {
  createProjectSchema,
  listProjectsQuerySchema,
  updateProjectSchema,
} from '../../../shared/schemas/projects.js';
import { sendList } from '../../lib/list-answer.js';
import { parseAfterAccess, parseInput, projectIdParam } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { projectsService } from './projects.service.js';

/** /api/projects: list, create, read, edit and delete the active profile's projects. */
export async function projectsRoutes(app: FastifyInstance): Promise<void> {
  const service = projectsService({
    db: app.deps.db,
    repo: app.repositories.projects,
    listRepo: app.repositories.projectList,
    storage: app.deps.storage,
    onFileDeleteError: (filename, error) =>
      app.log.warn({ err: error, filename }, 'could not delete a deleted project’s audio file'),
  });

  // `?userId=` (spec part 2 §7) is accepted and ignored: the list is always the caller's own.
  // In the spec's call table: without `limit` the whole list (filtered the same way), streamed.
  app.get('/api/projects', async (request, reply) => {
    const session = requireUser(request);
    const query = parseInput(listProjectsQuerySchema, request.query);
    return sendList(
      request,
      reply,
      query,
      (cursor, limit) => service.page(session.profileId, query, cursor, limit),
      { whole: true },
    );
  });

  app.post('/api/projects', async (request, reply) => {
    const session = requireUser(request);
    const input = parseInput(createProjectSchema, request.body);
    return reply.code(201).send(await service.create(session.profileId, input));
  });

  app.get('/api/projects/:id', async (request) => {
    const session = requireUser(request);
    return service.get(session.profileId, projectIdParam(request.params));
  });

  app.patch('/api/projects/:id', async (request) => {
    const session = requireUser(request);
    const projectId = projectIdParam(request.params);
    const input = parseAfterAccess(updateProjectSchema, request.body);
    return service.update(session.profileId, projectId, input);
  });

  app.delete('/api/projects/:id', async (request, reply) => {
    const session = requireUser(request);
    await service.remove(session.profileId, projectIdParam(request.params));
    return reply.code(204).send();
  });
}
