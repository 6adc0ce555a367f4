import type { FastifyInstance } from 'fastify';
import {
  createCreditSchema,
  creditIdParamsSchema,
  creditsQuerySchema,
  updateCreditSchema,
} from '../../../shared/schemas/credits.js';
import { sendList } from '../../lib/list-answer.js';
import { idParam, parseAfterAccess, parseInput, projectIdParam } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { CREDIT_NOT_FOUND, creditsService } from './credits.service.js';

/** Credits of a project (part 2 §7): list, add, edit, delete. */
export async function creditsRoutes(app: FastifyInstance): Promise<void> {
  const service = creditsService({ db: app.deps.db, repo: app.repositories.credits });

  // Part 2 §7's list: every credit (streamed) for clients that send no `limit`, else a page.
  app.get('/api/projects/:id/credits', async (request, reply) => {
    const session = requireUser(request);
    const projectId = projectIdParam(request.params);
    const query = parseInput(creditsQuerySchema, request.query);
    return sendList(
      request,
      reply,
      query,
      (cursor, limit) => service.page(session.profileId, projectId, cursor, limit),
      { whole: true },
    );
  });

  app.get('/api/projects/:id/credits/summary', async (request) => {
    const session = requireUser(request);
    return service.summary(session.profileId, projectIdParam(request.params));
  });

  app.post('/api/projects/:id/credits', async (request, reply) => {
    const session = requireUser(request);
    const projectId = projectIdParam(request.params);
    const input = parseAfterAccess(createCreditSchema, request.body);
    return reply.code(201).send(await service.create(session.profileId, projectId, input));
  });

  app.patch('/api/credits/:id', async (request) => {
    const session = requireUser(request);
    const creditId = idParam(creditIdParamsSchema, request.params, CREDIT_NOT_FOUND);
    const input = parseAfterAccess(updateCreditSchema, request.body);
    return service.update(session.profileId, creditId, input);
  });

  app.delete('/api/credits/:id', async (request, reply) => {
    const session = requireUser(request);
    await service.remove(
      session.profileId,
      idParam(creditIdParamsSchema, request.params, CREDIT_NOT_FOUND),
    );
    return reply.code(204).send();
  });
}
