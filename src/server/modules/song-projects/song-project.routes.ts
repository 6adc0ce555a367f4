import type { FastifyInstance } from 'fastify';
import { audioIdParamsSchema } from '../../../shared/schemas/audio.js';
import { paramsOr404 } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { AUDIO_NOT_FOUND } from '../audio/index.js';
import { songProjectService } from './song-project.service.js';

/** POST /api/audio/{id}/song-project: "Make it a song" (issue 16). */
export async function songProjectRoutes(app: FastifyInstance): Promise<void> {
  const service = songProjectService({ db: app.deps.db });
  app.post('/api/audio/:id/song-project', async (request, reply) => {
    const session = requireUser(request);
    const { id } = paramsOr404(audioIdParamsSchema, request.params, AUDIO_NOT_FOUND);
    return reply.code(201).send(await service.make(session, id));
  });
}
