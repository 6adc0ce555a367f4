import type { FastifyInstance } from 'fastify';
import { siteCounts } from './site-counts.js';
import { siteInfo } from './site-info.js';

/** GET /api/site (name and switches every client needs) and its public counts. */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/site', async (_request, reply) => {
    // Cached on the server (site-info.ts); the browser asks each time so that a change the
    // administrator just saved shows on their next page load.
    void reply.header('cache-control', 'no-cache');
    return siteInfo(app.deps.db, app.deps.config);
  });

  // The landing page's figures: counted at most every ten minutes (site-counts.ts), and a
  // browser or proxy may keep them for one.
  app.get('/api/site/counts', async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=60');
    return siteCounts(app.deps.db);
  });
}
