import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { mkdtemp } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';

// The server's half of the first paint (decision 035): which pages it renders, with what it
// read for them, and how the result is put into the page. The client's half (the real render
// bundle, hydration) is the browser journey tests/e2e/first-paint.test.ts; here a small
// stand-in bundle echoes what the server handed it.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><title>Trackroom</title></head>
  <body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>
</html>`;

const STAND_IN_RENDER = `let renders = 0;
export async function renderPage(request) {
  if (request.url === '/privacy') throw new Error('a broken render');
  if (request.url.startsWith('/auth')) await new Promise((resolve) => setTimeout(resolve, 300));
  renders += 1;
  const reads = request.queries.map(([key]) => key[0]).join(' ');
  return {
    html: '<main data-language="' + request.language + '" data-render="' + renders + '">' + reads + '</main>',
    head: '<link rel="preload" as="image" href="/favicon.svg"/>',
    title: request.url === '/terms' ? 'Terms &amp; conditions' : null,
  };
}`;

describe('pages drawn on the server', () => {
  let t: TestApp;
  let artist: TestUser;
  const handle = 'painted-artist';
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'trackroom-dist-'));
    await mkdir(path.join(dist, 'client'));
    await mkdir(path.join(dist, 'ssr'));
    await writeFile(path.join(dist, 'client', 'index.html'), INDEX_HTML);
    await writeFile(path.join(dist, 'ssr', 'render-page.js'), STAND_IN_RENDER);
    t = await buildTestApp({}, { clientDir: path.join(dist, 'client') });
    artist = await createUser(t.app, { artistName: 'Painted </script><script>alert(1)</script>' });
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { cookie: artist.cookie },
      payload: { handle, isPublic: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it("renders a public page with the visitor's answers, in their language", async () => {
    const res = await page(`/artist/${handle}`, { 'accept-language': 'pt-BR,pt;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(res.body).toContain('<html lang="pt">');
    expect(res.body).toMatch(
      new RegExp(
        `<div id="root"><main data-language="pt" data-render="\\d+">/api/site /api/auth/session /api/artists/${handle}</main></div>`,
      ),
    );
    // What React hoists goes into the head; without a title of its own, the site's name.
    expect(res.body).toContain('<link rel="preload" as="image" href="/favicon.svg"/></head>');
    expect(res.body).toContain('<title>Trackroom</title>');
  });

  it('hands the answers over as JSON that no answer can break out of', async () => {
    const { body } = await page(`/artist/${handle}`);
    const state = /<script id="server-state" type="application\/json">(.*?)<\/script>/s.exec(body);
    expect(state).not.toBeNull();
    expect(body).not.toContain('<script>alert(1)');
    const parsed = JSON.parse(state![1]!) as { queries: [string[], { displayName?: string }][] };
    const answer = parsed.queries.find(([key]) => key[0] === `/api/artists/${handle}`);
    expect(answer?.[1].displayName).toBe('Painted </script><script>alert(1)</script>');
  });

  it('renders the landing page at "/" for a visitor, never for a signed-in person', async () => {
    const visitor = await page('/');
    expect(visitor.body).toContain('/api/site/counts</main>');
    const signedIn = await page('/', { cookie: artist.cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(INDEX_HTML);
    expect((await page('/terms', { cookie: artist.cookie })).body).toBe(INDEX_HTML);
  });

  it('takes the title the page set, and the language chosen on this browser', async () => {
    const res = await page('/terms', { cookie: 'lang=it', 'accept-language': 'de' });
    expect(res.body).toContain('<title>Terms &amp; conditions</title>');
    expect(res.body).toContain('<main data-language="it"');
  });

  it("draws a password link's form but keeps it out of every cache and search engine", async () => {
    const res = await page('/reset-password/an-emailed-token');
    expect(res.body).toMatch(
      /<main data-language="en" data-render="\d+">\/api\/site \/api\/auth\/session<\/main>/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('keeps a drawn page for its next visitor, and draws at most two at once', async () => {
    const render = (body: string) => /data-render="(\d+)"/.exec(body)?.[1];
    const first = await page('/forgot-password');
    expect(render(first.body)).toBeDefined();
    expect(render((await page('/forgot-password')).body)).toBe(render(first.body));
    // Three visitors at once on a slow page: two are drawn, the third gets the page as it is.
    const burst = await Promise.all([1, 2, 3].map((n) => page(`/auth?visitor=${n}`)));
    expect(burst.filter((res) => res.body === INDEX_HTML)).toHaveLength(1);
    expect(burst.filter((res) => render(res.body) !== undefined)).toHaveLength(2);
  });

  it('sends the page as it is when a read fails, the render fails or the page is not public', async () => {
    expect((await page('/artist/no-such-artist')).body).toBe(INDEX_HTML);
    expect((await page('/privacy')).body).toBe(INDEX_HTML);
    expect((await page('/s/some-secret-token')).body).toBe(INDEX_HTML);
    expect((await page('/projects')).body).toBe(INDEX_HTML);
  });
});
