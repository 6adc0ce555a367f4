import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { codedError } from '../lib/error-answer.js';
import { PAGE_ICON_PATH } from '../lib/page-icon.js';
import { compressedPage } from './compressed-page.js';

// Vite names built assets by content hash, so they can be cached for good; index.html must
// always be revalidated so a new build is picked up.
function cacheHeaders(reply: FastifyReply, filePath: string) {
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
  void reply.header(
    'Cache-Control',
    immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/**
 * Pages whose address is a secret: a share link's listener page, a shared playlist, an
 * invitation, a password link, a split party's confirmation link.
 */
const PRIVATE_PAGE =
  /^\/(?:s|listen|invitations|reset-password|set-password|splits\/confirm)\/[^/]+\/?$/;

/**
 * Draws a public page on the server: the page as sent, or null to send the built index.html
 * as it is (the browser draws it). The first-paint module hands it over (decision 035).
 */
export type PageRenderer = (request: FastifyRequest, indexHtml: string) => Promise<string | null>;

/** Serves the built React app with SPA fallback; unknown /api and /uploads paths stay 404 JSON. */
export async function registerClientApp(
  app: FastifyInstance,
  clientDir: string,
  renderPage: PageRenderer = () => Promise.resolve(null),
): Promise<void> {
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    // wildcard: files are looked up per request, so a rebuilt client is served without a restart.
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      // "/" is a page like the others: the landing page rendered for visitors, below.
      index: false,
      cacheControl: false,
      setHeaders: cacheHeaders,
      // The build writes .br and .gz copies of the assets (scripts/precompress.mjs): the
      // browser gets the smallest it accepts, compressed once at build time, not per request.
      preCompressed: true,
    });
    // Browsers ask for /favicon.ico on any page that names no icon (a JSON answer opened in a
    // tab, a file): the one icon answers there too, so no page logs a missing icon.
    app.get('/favicon.ico', (_request, reply) => reply.redirect(PAGE_ICON_PATH, 301));
  }
  const indexFile = path.join(clientDir, 'index.html');
  // Async and answering with the page's bytes: a handler that returns the reply before it is
  // sent makes Fastify watch the answer's 'close' once more (Reply.then), and the page went
  // through three such layers (the static wildcard's miss, this handler, sendFile's stream),
  // 11 'close' listeners on each page load with the per-request hooks: Node's
  // MaxListenersExceededWarning in every browser journey.
  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi =
      pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/uploads/');
    // A missing file (a name with an extension) is a real 404, not an app route.
    const isFile = /\.[A-Za-z0-9]+$/.test(pathname);
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || isFile || !isPage || !hasClient) {
      reply.status(404);
      return codedError(404, `Route ${request.method} ${pathname} not found`);
    }
    // Read on every visit, like the static files, so a rebuilt client is served at once.
    const page = await readFile(indexFile, 'utf8');
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    if (PRIVATE_PAGE.test(pathname)) {
      // A page at a secret address: kept out of search engines and caches like its API (a
      // drawn invitation names its project), and its address never sent on as a Referer. A
      // share link's page is never drawn here: a chat app's preview reads only the app's own
      // title and description from it, never the song's.
      reply
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex')
        .header('Referrer-Policy', 'no-referrer');
    }
    // The same address renders by session, chosen language and browser language.
    return compressedPage(request, reply, (await renderPage(request, page)) ?? page);
  }
  app.setNotFoundHandler(servePage);
  // "/" too is a page (the static files serve no index): the landing page for visitors.
  if (hasClient) app.get('/', servePage);
}
