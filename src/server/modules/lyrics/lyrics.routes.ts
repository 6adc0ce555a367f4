import type { FastifyInstance } from 'fastify';
import {
  createLyricsSchema,
  createProjectLyricsSchema,
  LYRICS_NOT_FOUND,
  lyricsIdParamsSchema,
  updateLyricsSchema,
} from '../../../shared/schemas/lyrics.js';
import { projectIdParamsSchema } from '../../../shared/schemas/projects.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { lyricsRepository } from './lyrics.repository.js';
import { lyricsService } from './lyrics.service.js';

const PROJECT_MISMATCH = 'The project in the body is not the project in the address';

/** Ids are opaque: one that is not even a UUID names nothing, so it is a 404. */
function idOf(schema: typeof projectIdParamsSchema, params: unknown, message: string): string {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw notFound(message);
  return parsed.data.id;
}

/** Lyrics of a project (spec part 2 §7): list, create (two paths), edit, delete. */
export async function lyricsRoutes(app: FastifyInstance): Promise<void> {
  const service = lyricsService({ db: app.deps.db, repo: lyricsRepository(app.deps.db) });
  const projectIdOf = (params: unknown) => idOf(projectIdParamsSchema, params, 'Project not found');
  const lyricsIdOf = (params: unknown) => idOf(lyricsIdParamsSchema, params, LYRICS_NOT_FOUND);

  app.get('/api/projects/:id/lyrics', async (request) => {
    const session = requireUser(request);
    return service.list(session.profileId, projectIdOf(request.params));
  });

  app.post('/api/projects/:id/lyrics', async (request, reply) => {
    const session = requireUser(request);
    const projectId = projectIdOf(request.params);
    const { projectId: bodyProjectId, ...input } = parseInput(
      createProjectLyricsSchema,
      request.body,
    );
    if (bodyProjectId !== undefined && bodyProjectId !== projectId) {
      throw badRequest(PROJECT_MISMATCH, { projectId: PROJECT_MISMATCH });
    }
    return reply.code(201).send(await service.create(session.profileId, projectId, input));
  });

  app.post('/api/lyrics', async (request, reply) => {
    const session = requireUser(request);
    const { projectId, ...input } = parseInput(createLyricsSchema, request.body);
    return reply.code(201).send(await service.create(session.profileId, projectId, input));
  });

  app.patch('/api/lyrics/:id', async (request) => {
    const session = requireUser(request);
    const lyricsId = lyricsIdOf(request.params);
    return service.update(
      session.profileId,
      lyricsId,
      parseInput(updateLyricsSchema, request.body),
    );
  });

  app.delete('/api/lyrics/:id', async (request, reply) => {
    const session = requireUser(request);
    await service.remove(session.profileId, lyricsIdOf(request.params));
    return reply.code(204).send();
  });
}
