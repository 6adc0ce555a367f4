import type { FastifyInstance } from 'fastify';
import { audioIdParamsSchema } from '../../../shared/schemas/audio.js';
import { projectIdParamsSchema } from '../../../shared/schemas/projects.js';
import {
  COMMENT_NOT_FOUND,
  commentIdParamsSchema,
  createCommentSchema,
} from '../../../shared/schemas/comments.js';
import { notFound } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { AUDIO_NOT_FOUND } from '../audio/audio-access.js';
import { commentsRepository } from './comments.repository.js';
import { commentsService } from './comments.service.js';

/** Ids are opaque: one that is not even a UUID names nothing, so it is a 404. */
function idOf(
  schema: typeof audioIdParamsSchema | typeof commentIdParamsSchema | typeof projectIdParamsSchema,
  params: unknown,
  message: string,
): string {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw notFound(message);
  return parsed.data.id;
}

/** Time-stamped comments on an audio file: list (per file, and per project), add, delete. */
export async function commentsRoutes(app: FastifyInstance): Promise<void> {
  const service = commentsService({ db: app.deps.db, repo: commentsRepository(app.deps.db) });

  app.get('/api/projects/:id/comments', async (request) => {
    const session = requireUser(request);
    const projectId = idOf(projectIdParamsSchema, request.params, 'Project not found');
    return service.listProjectRefs(session.profileId, projectId);
  });

  app.get('/api/audio/:id/comments', async (request) => {
    const session = requireUser(request);
    return service.list(
      session.profileId,
      idOf(audioIdParamsSchema, request.params, AUDIO_NOT_FOUND),
    );
  });

  app.post('/api/audio/:id/comments', async (request, reply) => {
    const session = requireUser(request);
    const audioId = idOf(audioIdParamsSchema, request.params, AUDIO_NOT_FOUND);
    const input = parseInput(createCommentSchema, request.body);
    return reply.code(201).send(await service.create(session.profileId, audioId, input));
  });

  app.delete('/api/comments/:id', async (request, reply) => {
    const session = requireUser(request);
    await service.remove(
      session.profileId,
      idOf(commentIdParamsSchema, request.params, COMMENT_NOT_FOUND),
    );
    return reply.code(204).send();
  });
}
