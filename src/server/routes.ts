import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './modules/health/health.routes.js';

/** Every module's routes, registered in one place so the API surface is easy to review. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
}
