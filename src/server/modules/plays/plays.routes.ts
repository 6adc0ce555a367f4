import type { FastifyInstance } from 'fastify';
import { audioIdParamsSchema } from '../../../shared/schemas/audio.js';
import { idParam } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { playsService, SONG_NOT_FOUND } from './plays.service.js';

/** POST /api/audio/:id/plays: the player reports a listen (past 30 s, or to the end). */
export async function playsRoutes(app: FastifyInstance): Promise<void> {
  const service = playsService({ repo: app.repositories.plays });

  app.post('/api/audio/:id/plays', async (request, reply) => {
    const session = requireUser(request);
    await service.record(
      session.profileId,
      idParam(audioIdParamsSchema, request.params, SONG_NOT_FOUND),
    );
    return reply.code(204).send();
  });
}
