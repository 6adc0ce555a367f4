import type { FastifyInstance } from 'fastify';
import { libraryOrderSchema } from '../../../shared/schemas/audio.js';
import { LIBRARY_ORDER_BODY_LIMIT } from '../../lib/body-limits.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { libraryOrderRepository } from './library-order.repository.js';
import { libraryOrderService } from './library-order.service.js';

/** GET/PUT /api/library/order: the active profile's pinned songs and custom order. */
export async function libraryOrderRoutes(app: FastifyInstance): Promise<void> {
  const service = libraryOrderService(libraryOrderRepository(app.deps.db));

  app.get('/api/library/order', async (request) => {
    const session = requireUser(request);
    return service.read(session.profileId);
  });

  // 20,000 ids in each list (the schema's cap) are ~1.6 MB of JSON, far over the app's default.
  app.put('/api/library/order', { bodyLimit: LIBRARY_ORDER_BODY_LIMIT }, async (request) => {
    const session = requireUser(request);
    const input = parseInput(libraryOrderSchema, request.body);
    return service.replace(session.profileId, input);
  });
}
