import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '../../../shared/constants.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { siteInfo } from '../site/index.js';
import { publicPageReads } from './public-pages.js';
import { readerLanguage } from './reader-language.js';

/** The server's entry into the client (src/client/ssr/render-page.tsx), as Vite builds it. */
interface RenderModule {
  renderPage(
    request: { url: string; language: string; queries: [readonly string[], unknown][] },
    signal: AbortSignal,
  ): Promise<{ html: string; head: string; title: string | null }>;
}

/**
 * Pages rendered at once in this process. A render holds the event loop for 15–35 ms: past
 * this many, a page goes out unrendered (the browser draws it, as before) instead of queueing
 * and delaying everyone's requests behind a burst of visitors.
 */
const MAX_RENDERS_IN_FLIGHT = 2;
/** A render still running after this is abandoned; the page goes out unrendered. */
const RENDER_TIMEOUT_MS = 2_000;
/**
 * Rendered pages kept, keyed by address, language and every answer they were drawn from: a
 * hit is the same page exactly. Bounded so that varying addresses cannot grow it.
 */
const CACHED_PAGES = 64;
/** How long a kept page is served: the answers in its key are read on each visit anyway. */
const CACHED_PAGE_MS = 60_000;

interface CachedPage {
  html: string;
  expiresAt: number;
}

/** The page as sent: the built index.html with the rendered markup, head and state in it. */
function assemble(
  indexHtml: string,
  language: string,
  title: string,
  rendered: { html: string; head: string },
  state: object,
): string {
  // JSON inside <script>: "<" escaped so no answer can close the element.
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return indexHtml
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace('</head>', `${rendered.head}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${rendered.html}</div><script id="server-state" type="application/json">${json}</script>`,
    );
}

/**
 * Renders the public pages (public-pages.ts) to HTML for signed-out visitors, so the page
 * paints before its script arrives and React hydrates it (decision 035). Signed in, a page
 * is never rendered here: nothing private goes into HTML. Anything that fails or is busy
 * serves the page unrendered, which the browser draws as it always did.
 */
export function createPageRenderer(app: FastifyInstance, ssrEntry: string) {
  let loaded: Promise<RenderModule> | null = null;
  let inFlight = 0;
  const cache = new Map<string, CachedPage>();

  /** The answers the page's first screen draws from, read as this visitor; null if any fails. */
  async function readAnswers(request: FastifyRequest, reads: string[]) {
    const site = await siteInfo(app.deps.db, app.deps.config);
    const queries: [readonly string[], unknown][] = [
      [['/api/site'], site],
      [['/api/auth/session'], null],
    ];
    // In maintenance the client shows its maintenance page whatever the address.
    if (site.maintenanceMode) return { site, queries };
    for (const url of reads) {
      const answer = await app.inject({
        method: 'GET',
        url,
        // The visitor's own address: the read counts against their limits, no one else's.
        remoteAddress: request.ip,
        headers: { 'accept-language': request.headers['accept-language'] ?? '' },
      });
      if (answer.statusCode !== 200) return null;
      queries.push([[url], answer.json()]);
    }
    return { site, queries };
  }

  /** The page drawn for this visitor, or null to send it as it is. */
  async function drawPage(request: FastifyRequest, indexHtml: string, reads: string[]) {
    const answers = await readAnswers(request, reads);
    if (!answers) return null;
    const language = readerLanguage(
      request.cookies[LANGUAGE_COOKIE],
      request.headers['accept-language'],
    );
    const state = { language, queries: answers.queries };
    // The page exactly: its address, what it was drawn from, and the build it goes out in.
    const key = createHash('sha256')
      .update(JSON.stringify([request.url, state, indexHtml]))
      .digest('base64url');
    const now = Date.now();
    const kept = cache.get(key);
    if (kept && kept.expiresAt > now) return kept.html;

    if (!loaded) {
      loaded = import(pathToFileURL(ssrEntry).href) as Promise<RenderModule>;
      loaded.catch(() => (loaded = null)); // a broken build is tried again on the next page
    }
    const rendered = await (
      await loaded
    ).renderPage({ url: request.url, ...state }, AbortSignal.timeout(RENDER_TIMEOUT_MS));
    const title = rendered.title ?? escapeHtml(answers.site.siteName);
    const html = assemble(indexHtml, language, title, rendered, state);
    cache.delete(key);
    cache.set(key, { html, expiresAt: now + CACHED_PAGE_MS });
    if (cache.size > CACHED_PAGES) cache.delete(cache.keys().next().value!);
    return html;
  }

  async function render(request: FastifyRequest, indexHtml: string): Promise<string | null> {
    const [pathname = '/'] = request.url.split('?');
    const reads = publicPageReads(pathname);
    if (request.session || !reads || inFlight >= MAX_RENDERS_IN_FLIGHT) return null;
    if (!loaded && !existsSync(ssrEntry)) return null;
    // Counted from here, before the first await, so a burst cannot pass the bound together.
    inFlight += 1;
    try {
      return await drawPage(request, indexHtml, reads);
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'page not rendered on the server');
      return null;
    } finally {
      inFlight -= 1;
    }
  }

  return { render };
}
