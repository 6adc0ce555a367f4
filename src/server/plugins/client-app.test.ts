import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAs } from '../db/work-owner.js';
import { registerClientApp } from './client-app.js';
import { registerOwnerTurns } from './owner-turns.js';

const INDEX_HTML = '<!doctype html><title>Trackroom</title><div id="root"></div>';
const FAVICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';

/**
 * The built client behind the per-request hooks production runs before it (the multipart
 * plugin and owner turns each watch the answer's 'close'), on a real socket, noting how many
 * 'close' listeners each answer carries when it finishes.
 */
async function clientApp(clientDir: string) {
  const app = Fastify();
  app.addHook('onRequest', (_request, _reply, done) => {
    runAs({ key: 'visitor', arrivedAt: performance.now() }, done);
  });
  await app.register(multipart);
  registerOwnerTurns(app);
  await registerClientApp(app, clientDir);
  const closeListeners = new Map<string, number>();
  app.addHook('onResponse', async (request, reply) => {
    closeListeners.set(request.url, reply.raw.listenerCount('close'));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, base: `http://127.0.0.1:${port}`, closeListeners };
}

describe('the built client', () => {
  let dir: string;
  let served: Awaited<ReturnType<typeof clientApp>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-client-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(dir, 'favicon.svg'), FAVICON_SVG);
    await writeFile(path.join(dir, 'assets', 'app-1a2b3c4d.js'), 'console.log(1)');
    served = await clientApp(dir);
    app = served.app;
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers an app page with index.html, revalidated on every visit', async () => {
    const res = await fetch(`${served.base}/studio?tab=songs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX_HTML);
  });

  it("answers a share link's page as private: no store, no index, no referrer", async () => {
    const [shared, other] = await Promise.all([
      fetch(`${served.base}/s/${'a'.repeat(43)}`),
      fetch(`${served.base}/songs`),
    ]);
    expect(await shared.text()).toBe(INDEX_HTML);
    expect(shared.headers.get('cache-control')).toBe('no-store');
    expect(shared.headers.get('x-robots-tag')).toBe('noindex');
    expect(shared.headers.get('referrer-policy')).toBe('no-referrer');
    expect(other.headers.get('x-robots-tag')).toBeNull();
  });

  it('answers /favicon.ico with the app icon, which pages without a link to it ask for', async () => {
    const res = await fetch(`${served.base}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.url).toBe(`${served.base}/favicon.svg`);
    expect(await res.text()).toBe(FAVICON_SVG);
  });

  it('keeps a missing file and an unknown API path a 404, not the app', async () => {
    const [file, api] = await Promise.all([
      fetch(`${served.base}/assets/missing-00000000.js`),
      fetch(`${served.base}/api/nothing-here`),
    ]);
    expect([file.status, api.status]).toEqual([404, 404]);
    expect(await api.json()).toMatchObject({ code: 'notFound' });
  });

  it('an app page is answered without piling up close listeners (no MaxListenersExceededWarning)', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      for (const page of ['/home', '/studio', '/playlists/42']) {
        const res = await fetch(served.base + page);
        expect(res.status).toBe(200);
        await res.text();
      }
      await fetch(`${served.base}/assets/app-1a2b3c4d.js`).then((res) => res.text());
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((warning) => warning.includes('MaxListeners'))).toEqual([]);
    // The page costs no more watching than a file served as it is.
    const file = served.closeListeners.get('/assets/app-1a2b3c4d.js')!;
    for (const page of ['/home', '/studio', '/playlists/42']) {
      expect(served.closeListeners.get(page)).toBeLessThanOrEqual(file);
    }
  });
});
