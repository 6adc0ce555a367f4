import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built React app with SPA fallback; unknown /api and /uploads paths stay 404 JSON. */
export async function registerClientApp(app: FastifyInstance, clientDir: string): Promise<void> {
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, { root: clientDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi =
      request.url.startsWith('/api/') ||
      request.url === '/api' ||
      request.url.startsWith('/uploads/');
    if (isApi || request.method !== 'GET' || !hasClient) {
      return reply
        .status(404)
        .send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
    }
    return reply.type('text/html').sendFile('index.html', { maxAge: 0 });
  });
}
