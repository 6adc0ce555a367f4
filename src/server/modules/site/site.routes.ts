import type { FastifyInstance } from 'fastify';
import { siteInfo } from './site-info.js';

/** GET /api/site: name and switches every client needs, signed in or not. */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/site', async (_request, reply) => {
    // Cached on the server (site-info.ts); the browser asks each time so that a change the
    // administrator just saved shows on their next page load.
    void reply.header('cache-control', 'no-cache');
    return siteInfo(app.deps.db, app.deps.config);
  });
}
