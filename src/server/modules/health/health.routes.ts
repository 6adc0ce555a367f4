import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** GET /api/health: 200 when the database answers and storage accepts writes, else 503. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    const database = await app.deps.db
      .execute(sql`select 1`)
      .then(() => true)
      .catch(() => false);
    const storage = await app.deps.storage.isWritable();
    const ok = database && storage;
    return reply.status(ok ? 200 : 503).send({
      status: ok ? 'ok' : 'degraded',
      database: database ? 'online' : 'offline',
      storage: storage ? 'online' : 'offline',
    });
  });
}
