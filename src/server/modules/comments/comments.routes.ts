import type { FastifyInstance } from 'fastify';
import { audioIdParamsSchema } from '../../../shared/schemas/audio.js';
import {
  COMMENT_NOT_FOUND,
  commentCountsQuerySchema,
  commentIdParamsSchema,
  audioCommentsQuerySchema,
  commentsQuerySchema,
  createCommentSchema,
  createReplySchema,
  updateCommentSchema,
} from '../../../shared/schemas/comments.js';
import { sendList } from '../../lib/list-answer.js';
import { idParam, parseAfterAccess, parseInput, projectIdParam } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { AUDIO_NOT_FOUND } from '../audio/index.js';
import { appRateLimiter } from '../rate-limits/index.js';
import { commentsService } from './comments.service.js';

/**
 * Time-stamped comments on an audio file: list (per file, and per project, in keyset pages of
 * 100 by default: no spec call asks for them whole), counts per song, one, add, delete.
 */
export async function commentsRoutes(app: FastifyInstance): Promise<void> {
  const service = commentsService({
    db: app.deps.db,
    repo: app.repositories.comments,
    audioRepo: app.repositories.audio,
  });
  const limits = appRateLimiter(app);

  app.get('/api/projects/:id/comments', async (request, reply) => {
    const session = requireUser(request);
    const projectId = projectIdParam(request.params);
    const query = parseInput(commentsQuerySchema, request.query);
    return sendList(
      request,
      reply,
      query,
      (cursor, limit) => service.listProjectRefsPage(session.profileId, projectId, cursor, limit),
      { whole: false },
    );
  });

  app.get('/api/projects/:id/comments/counts', async (request) => {
    const session = requireUser(request);
    const projectId = projectIdParam(request.params);
    const { audioIds } = parseInput(commentCountsQuerySchema, request.query);
    return service.counts(session.profileId, projectId, audioIds);
  });

  app.get('/api/audio/:id/comments', async (request, reply) => {
    const session = requireUser(request);
    const audioId = idParam(audioIdParamsSchema, request.params, AUDIO_NOT_FOUND);
    const query = parseInput(audioCommentsQuerySchema, request.query);
    return sendList(
      request,
      reply,
      query,
      (cursor, limit) => service.listPage(session.profileId, audioId, query.state, cursor, limit),
      { whole: false },
    );
  });

  app.get('/api/comments/:id', async (request) => {
    const session = requireUser(request);
    return service.find(
      session.profileId,
      idParam(commentIdParamsSchema, request.params, COMMENT_NOT_FOUND),
    );
  });

  app.post('/api/audio/:id/comments', async (request, reply) => {
    const session = requireUser(request);
    const audioId = idParam(audioIdParamsSchema, request.params, AUDIO_NOT_FOUND);
    const input = parseAfterAccess(createCommentSchema, request.body);
    // Each comment notifies the song's other members: counted per account (issue 14).
    await limits.hit({ rule: 'commentsPerAccount', value: session.accountId });
    return reply.code(201).send(await service.create(session.profileId, audioId, input));
  });

  app.post('/api/comments/:id/replies', async (request, reply) => {
    const session = requireUser(request);
    const commentId = idParam(commentIdParamsSchema, request.params, COMMENT_NOT_FOUND);
    const input = parseAfterAccess(createReplySchema, request.body);
    // A reply notifies the thread's author: counted with comments per account.
    await limits.hit({ rule: 'commentsPerAccount', value: session.accountId });
    return reply.code(201).send(await service.reply(session.profileId, commentId, input));
  });

  /** Resolve or reopen a thread: `{ resolved: true | false }`. */
  app.patch('/api/comments/:id', async (request) => {
    const session = requireUser(request);
    const commentId = idParam(commentIdParamsSchema, request.params, COMMENT_NOT_FOUND);
    const input = parseAfterAccess(updateCommentSchema, request.body);
    return service.setResolved(session.profileId, commentId, input);
  });

  app.delete('/api/comments/:id', async (request, reply) => {
    const session = requireUser(request);
    await service.remove(
      session.profileId,
      idParam(commentIdParamsSchema, request.params, COMMENT_NOT_FOUND),
    );
    return reply.code(204).send();
  });
}
