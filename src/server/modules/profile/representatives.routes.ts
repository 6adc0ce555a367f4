import type { FastifyInstance } from 'fastify';
import {
  createRepresentativeSchema,
  REPRESENTATIVE_NOT_FOUND,
  representativeIdParamsSchema,
  representativesQuerySchema,
  updateRepresentativeSchema,
} from '../../../shared/schemas/profile-overview.js';
import { sendList } from '../../lib/list-answer.js';
import { idParam, parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { representativesService } from './representatives.service.js';

/** The active profile's representatives: manager, agent, label, publisher. */
export async function representativesRoutes(app: FastifyInstance): Promise<void> {
  const service = representativesService({ repo: app.repositories.representatives });
  const representativeId = (params: unknown) =>
    idParam(representativeIdParamsSchema, params, REPRESENTATIVE_NOT_FOUND);

  app.get('/api/user/representatives', async (request, reply) => {
    const session = requireUser(request);
    const query = parseInput(representativesQuerySchema, request.query);
    return sendList(
      request,
      reply,
      query,
      (cursor, limit) => service.page(session.profileId, cursor, limit),
      { whole: false },
    );
  });

  app.post('/api/user/representatives', async (request, reply) => {
    const session = requireUser(request);
    const input = parseInput(createRepresentativeSchema, request.body);
    return reply.code(201).send(await service.create(session.profileId, input));
  });

  app.patch('/api/user/representatives/:id', async (request) => {
    const session = requireUser(request);
    const id = representativeId(request.params);
    return service.update(
      session.profileId,
      id,
      parseInput(updateRepresentativeSchema, request.body),
    );
  });

  app.delete('/api/user/representatives/:id', async (request, reply) => {
    const session = requireUser(request);
    await service.remove(session.profileId, representativeId(request.params));
    return reply.code(204).send();
  });
}
