import type { FastifyInstance } from 'fastify';

/** Placeholder: filled in by its module's owner. */
export async function authRoutes(_app: FastifyInstance): Promise<void> {}
