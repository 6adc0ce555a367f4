import type { FastifyInstance } from 'fastify';
import { RELEASE_NOT_FOUND, releaseIdParamsSchema } from '../../../shared/schemas/releases.js';
import { idParam } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { attachmentDisposition } from '../uploads/index.js';
import { releaseDeliveryService } from './release-delivery.service.js';

/** GET /api/releases/{id}/delivery: the owner's delivery pack, any status; 404 to others. */
export async function releaseDeliveryRoutes(app: FastifyInstance): Promise<void> {
  const delivery = releaseDeliveryService({ db: app.deps.db, storage: app.deps.storage });

  app.get('/api/releases/:id/delivery', async (request, reply) => {
    const session = requireUser(request);
    const id = idParam(releaseIdParamsSchema, request.params, RELEASE_NOT_FOUND);
    const { fileName, stream } = await delivery.pack(session.profileId, id);
    // Streamed as the archive is written: no Content-Length (it is not known before the end).
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', attachmentDisposition(fileName))
      .header('Cache-Control', 'no-store')
      .send(stream);
  });
}
