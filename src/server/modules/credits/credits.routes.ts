import type { FastifyInstance } from 'fastify';
import {
  createCreditSchema,
  creditIdParamsSchema,
  updateCreditSchema,
} from '../../../shared/schemas/credits.js';
import { projectIdParamsSchema } from '../../../shared/schemas/projects.js';
import { notFound } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { creditsRepository } from './credits.repository.js';
import { CREDIT_NOT_FOUND, creditsService } from './credits.service.js';

/** Ids are opaque: one that is not even a UUID names nothing, so it is a 404. */
function projectIdOf(params: unknown): string {
  const parsed = projectIdParamsSchema.safeParse(params);
  if (!parsed.success) throw notFound('Project not found');
  return parsed.data.id;
}
function creditIdOf(params: unknown): string {
  const parsed = creditIdParamsSchema.safeParse(params);
  if (!parsed.success) throw notFound(CREDIT_NOT_FOUND);
  return parsed.data.id;
}

/** Credits of a project (part 2 §7): list, add, edit, delete. */
export async function creditsRoutes(app: FastifyInstance): Promise<void> {
  const service = creditsService({ db: app.deps.db, repo: creditsRepository(app.deps.db) });

  app.get('/api/projects/:id/credits', async (request) => {
    const session = requireUser(request);
    return service.list(session.profileId, projectIdOf(request.params));
  });

  app.post('/api/projects/:id/credits', async (request, reply) => {
    const session = requireUser(request);
    const projectId = projectIdOf(request.params);
    const input = parseInput(createCreditSchema, request.body);
    return reply.code(201).send(await service.create(session.profileId, projectId, input));
  });

  app.patch('/api/credits/:id', async (request) => {
    const session = requireUser(request);
    const creditId = creditIdOf(request.params);
    const input = parseInput(updateCreditSchema, request.body);
    return service.update(session.profileId, creditId, input);
  });

  app.delete('/api/credits/:id', async (request, reply) => {
    const session = requireUser(request);
    await service.remove(session.profileId, creditIdOf(request.params));
    return reply.code(204).send();
  });
}
