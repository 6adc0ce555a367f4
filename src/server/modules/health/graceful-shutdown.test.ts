import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { audioFiles, projects } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser } from '../../test/factories.js';

// Far larger than the socket buffers on both ends, so a client that stops reading really
// keeps the download running on the server.
const DOWNLOAD_BYTES = 64 * 1024 * 1024;
// A generous bound: shutdown must finish at all, not within some measured time.
const CLOSE_BOUND_MS = 5_000;

/** Resolves like `promise`, or rejects once `ms` have passed without it settling. */
async function settlesWithin<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** GET over a real keep-alive connection; resolves with the response once headers arrive. */
function get(agent: http.Agent, port: number, path: string, cookie = '') {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    http
      .get({ agent, host: '127.0.0.1', port, path, headers: { cookie } }, resolve)
      .on('error', reject);
  });
}

/**
 * How a response ends: its byte count, or the error that cut it. Listens without resuming, so
 * a paused response stays paused until the test calls `resume()`.
 */
function outcome(res: http.IncomingMessage): Promise<number | string> {
  return new Promise((resolve) => {
    let bytes = 0;
    res.on('data', (chunk: Buffer) => (bytes += chunk.length));
    res.on('end', () => resolve(bytes));
    res.on('error', (error) => resolve(error.message));
  });
}

describe('graceful shutdown over real HTTP', () => {
  let t: TestApp;
  let agent: http.Agent;

  async function listen(shutdownGraceMs?: number): Promise<number> {
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    t = await buildTestApp({}, { shutdownGraceMs });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    return (t.app.server.address() as AddressInfo).port;
  }

  /** A large audio file in the caller's library, served by GET /uploads/:filename. */
  async function largeDownload(): Promise<{ path: string; cookie: string }> {
    const user = await createUser(t.app);
    const [project] = await t.app.deps.db
      .insert(projects)
      .values({ ownerProfileId: user.profileId, title: 'Long take' })
      .returning();
    const filename = `${randomUUID()}.wav`;
    const chunk = Buffer.alloc(1024 * 1024, 7);
    await t.app.deps.storage.put(
      filename,
      Readable.from(Array.from({ length: DOWNLOAD_BYTES / chunk.length }, () => chunk)),
    );
    await t.app.deps.db.insert(audioFiles).values({
      projectId: project!.id,
      filename,
      originalName: 'Long take.wav',
      title: 'Long take',
      mimeType: 'audio/wav',
      size: DOWNLOAD_BYTES,
    });
    return { path: `/uploads/${filename}?download=1`, cookie: user.cookie };
  }

  afterEach(async () => {
    agent.destroy();
    await t.close();
  });

  it('closes while an idle keep-alive connection is open, and closes that connection', async () => {
    const port = await listen();
    const res = await get(agent, port, '/api/health');
    expect(res.statusCode).toBe(200);
    res.resume();
    expect(await outcome(res)).toBeGreaterThan(0);
    // The agent keeps the socket for the next request: the connection is open and idle.
    const [socket] = Object.values(agent.freeSockets).flat();
    expect(socket).toBeDefined();
    expect(socket!.destroyed).toBe(false);
    const socketClosed = new Promise((resolve) => socket!.once('close', resolve));

    await settlesWithin(t.app.close(), CLOSE_BOUND_MS, 'app.close()');
    await settlesWithin(socketClosed, CLOSE_BOUND_MS, 'the idle connection');
    await expect(get(agent, port, '/api/health')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('lets a running download finish, then closes its keep-alive connection', async () => {
    // A grace period longer than the test: only the download's end may let close() finish.
    const port = await listen(60_000);
    const download = await largeDownload();
    const res = await get(agent, port, download.path, download.cookie);
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(DOWNLOAD_BYTES);
    res.pause();
    const ended = outcome(res);

    const closed = t.app.close();
    res.resume();
    expect(await ended).toBe(DOWNLOAD_BYTES);
    await settlesWithin(closed, CLOSE_BOUND_MS, 'app.close() after the download');
  });

  it('cuts a stalled download once the grace period ends', async () => {
    const port = await listen(100);
    const download = await largeDownload();
    const res = await get(agent, port, download.path, download.cookie);
    expect(res.statusCode).toBe(200);
    res.pause();
    const ended = outcome(res);

    await settlesWithin(t.app.close(), CLOSE_BOUND_MS, 'app.close() with a stalled download');
    // Reading what reached the client before the cut shows how the response ended.
    res.resume();
    expect(await settlesWithin(ended, CLOSE_BOUND_MS, 'the cut download')).toMatch(/aborted/);
  });
});
