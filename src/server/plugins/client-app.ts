import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { codedError } from '../lib/error-answer.js';

// Vite names built assets by content hash, so they can be cached for good; index.html must
// always be revalidated so a new build is picked up.
function cacheHeaders(reply: FastifyReply, filePath: string) {
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
  void reply.header(
    'Cache-Control',
    immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/** Serves the built React app with SPA fallback; unknown /api and /uploads paths stay 404 JSON. */
export async function registerClientApp(app: FastifyInstance, clientDir: string): Promise<void> {
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    // wildcard: files are looked up per request, so a rebuilt client is served without a restart.
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi =
      pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/uploads/');
    // A missing file (a name with an extension) is a real 404, not an app route.
    const isFile = /\.[A-Za-z0-9]+$/.test(pathname);
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || isFile || !isPage || !hasClient) {
      return reply
        .status(404)
        .send(codedError(404, `Route ${request.method} ${pathname} not found`));
    }
    return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
