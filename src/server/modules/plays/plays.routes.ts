import type { FastifyInstance } from 'fastify';
import { playReportSchema } from '../../../shared/schemas/analytics.js';
import { audioIdParamsSchema } from '../../../shared/schemas/audio.js';
import { idParam, parseAfterAccess } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { playsService, SONG_NOT_FOUND } from './plays.service.js';

/**
 * POST /api/audio/:id/plays: the player reports a listen (past 30 s, or to the end), with what
 * it heard when it can say (`{seconds, completed}`, both optional; no body at all is a play too).
 */
export async function playsRoutes(app: FastifyInstance): Promise<void> {
  const service = playsService({ repo: app.repositories.plays });

  app.post('/api/audio/:id/plays', async (request, reply) => {
    const session = requireUser(request);
    const audioId = idParam(audioIdParamsSchema, request.params, SONG_NOT_FOUND);
    const report = parseAfterAccess(playReportSchema, request.body);
    await service.record(session.profileId, audioId, report);
    return reply.code(204).send();
  });
}
