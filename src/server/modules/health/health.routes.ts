import type { FastifyInstance, FastifyReply } from 'fastify';
import { healthService } from './health.service.js';

/**
 * Health for load balancers and the ops team:
 * - GET /api/health/live: the process answers (no database, no disk): restart it when not;
 * - GET /api/health/ready and GET /api/health: the database and storage answer (200, else
 *   503): send it traffic when they do.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const health = healthService({ db: app.deps.db, storage: app.deps.storage });

  // Health answers under any load: it never waits for a turn among the caller's requests.
  const config = { withoutOwnerTurn: true };
  app.get('/api/health/live', { config }, async () => ({ status: 'ok' }));

  const ready = async (_request: unknown, reply: FastifyReply) => {
    const readiness = await health.readiness();
    return reply.status(readiness.status === 'ok' ? 200 : 503).send(readiness);
  };
  app.get('/api/health', { config }, ready);
  app.get('/api/health/ready', { config }, ready);
}
