import type { FastifyInstance } from 'fastify';
import { artistPageService } from './artist-page.service.js';

/** GET /api/artists/:handle, public: no session needed, a signed-in caller is treated the same. */
export async function artistPageRoutes(app: FastifyInstance): Promise<void> {
  const service = artistPageService({ repo: app.repositories.artistPage });
  app.get<{ Params: { handle: string } }>('/api/artists/:handle', async (request) =>
    service.get(request.params.handle),
  );
}
