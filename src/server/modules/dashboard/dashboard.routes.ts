import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/auth.js';
import { dashboardService } from './dashboard.service.js';

/** GET /api/dashboard/fast: stats, recent projects, collaborations and library of the active profile. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const service = dashboardService({ repo: app.repositories.dashboard });
  app.get('/api/dashboard/fast', async (request) => {
    const session = requireUser(request);
    return service.load(session.profileId);
  });
}
