import type { FastifyInstance } from 'fastify';
import {
  libraryOrderSchema,
  librarySongParamsSchema,
  librarySongPlaceSchema,
} from '../../../shared/schemas/audio.js';
import { LIBRARY_ORDER_BODY_LIMIT } from '../../lib/body-limits.js';
import { paramsOr404, parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { libraryOrderService } from './library-order.service.js';
import { songPlacesService, SONG_NOT_IN_LIBRARY } from './song-places.service.js';

/**
 * The active profile's library arrangement: PUT /api/library/order/{audioId} moves one song
 * (or pins it); GET/PUT /api/library/order read and replace the whole arrangement (older
 * clients; "Reset Order" sends an empty one).
 */
export async function libraryOrderRoutes(app: FastifyInstance): Promise<void> {
  const service = libraryOrderService({ repo: app.repositories.libraryOrder });
  const places = songPlacesService({ repo: app.repositories.songPlaces });

  app.put('/api/library/order/:audioId', async (request, reply) => {
    const session = requireUser(request);
    const { audioId } = paramsOr404(librarySongParamsSchema, request.params, SONG_NOT_IN_LIBRARY);
    const place = parseInput(librarySongPlaceSchema, request.body);
    await places.place(session.profileId, audioId, place);
    return reply.status(204).send();
  });

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
