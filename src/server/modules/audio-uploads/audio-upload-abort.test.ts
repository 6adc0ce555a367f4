import { randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFiles } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createProject, createUser, type TestUser } from '../../test/factories.js';
import { filesIn, fixture, multipart } from '../../test/audio-test-support.js';

/** Polls until `check` holds or the time is up; returns whether it held. */
async function eventually(check: () => Promise<boolean>, ms = 5000): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(20)) {
    if (await check()) return true;
  }
  return check();
}

describe('an upload the client abandons', () => {
  let t: TestApp;
  let owner: TestUser;
  let port: number;
  let uploadsDir: string;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
    uploadsDir = path.join(t.dataDir, 'uploads');
  });
  afterAll(async () => {
    await t.close();
  });

  /** Sends the headers and the first `bytes` of a multipart body over a real socket. */
  async function sendPart(url: string, body: ReturnType<typeof multipart>, bytes: number) {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) =>
      socket.once('connect', resolve).once('error', reject),
    );
    socket.on('error', () => {});
    socket.write(
      `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${owner.cookie}\r\n` +
        `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
    );
    socket.write(body.payload.subarray(0, bytes));
    return socket;
  }

  it.each([
    ['POST /api/projects/{id}/audio', true],
    ['POST /api/audio', false],
  ])('%s cut off mid-file leaves no row and no file', async (_name, inProject) => {
    const project = await createProject(t.app, owner.profileId);
    const url = inProject ? `/api/projects/${project.id}/audio` : '/api/audio';
    const body = multipart([
      { name: 'audio', filename: 'take.wav', content: await fixture('wav') },
    ]);
    const before = await filesIn(uploadsDir);
    const socket = await sendPart(url, body, 60_000);

    // The server has started writing the file: now the client goes away.
    const started = await eventually(
      async () => (await filesIn(uploadsDir)).length > before.length,
    );
    expect(started).toBe(true);
    socket.destroy();

    const cleaned = await eventually(
      async () => (await filesIn(uploadsDir)).length === before.length,
    );
    expect(cleaned).toBe(true);
    expect(await t.app.deps.db.select().from(audioFiles)).toEqual([]);
    // The server is still serving.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });

  it('answers a refused upload over real HTTP with its message and leaves the connection usable', async () => {
    const project = await createProject(t.app, owner.profileId);
    const big = Buffer.alloc(3 * 1024 * 1024, 'x'); // text, refused by its first bytes
    const body = multipart([{ name: 'audio', filename: 'big.mp3', content: big }]);
    const res = await fetch(`http://127.0.0.1:${port}/api/projects/${project.id}/audio`, {
      method: 'POST',
      headers: { ...body.headers, cookie: owner.cookie },
      body: new Uint8Array(body.payload),
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toMatch(/^Unsupported file type/);
    // Refused before a byte of the body was read (no such project): same story.
    const missing = await fetch(`http://127.0.0.1:${port}/api/projects/${randomUUID()}/audio`, {
      method: 'POST',
      headers: { ...body.headers, cookie: owner.cookie },
      body: new Uint8Array(body.payload),
    });
    expect(missing.status).toBe(404);
    expect(await t.app.deps.db.select().from(audioFiles)).toEqual([]);
    // The rest of the body was read, so the connection is idle (reusable), not stuck mid-request.
    const connections = () =>
      new Promise<number>((resolve) => t.app.server.getConnections((_e, n) => resolve(n)));
    t.app.server.closeIdleConnections();
    expect(await eventually(async () => (await connections()) === 0)).toBe(true);
  });
});
