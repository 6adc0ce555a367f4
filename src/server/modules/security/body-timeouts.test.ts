// Issue 14 item 11: a request body that trickles in is cut off. A client sending one byte every
// 10 s kept a request open for 80 s. The rules (plugins/body-timeouts.ts) run here with short
// windows, over real sockets; what is checked is who gave up first, never how long it took.
import { once } from 'node:events';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFiles, projects } from '../../db/schema/index.js';
import { BODY_TIMEOUT_CODE } from '../../plugins/body-timeouts.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createProject, createUser, type TestUser } from '../../test/factories.js';
import { fixture, multipart } from '../../test/audio-test-support.js';

const TIMEOUTS = { wholeBodyMs: 300, windowMs: 500, minBytesPerWindow: 1024 };

interface Exchange {
  status: number;
  answer: string;
  /** Whether the client got to send its whole body before the server answered or closed. */
  sentAll: boolean;
}

describe('request bodies that arrive too slowly', () => {
  let t: TestApp;
  let owner: TestUser;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp({}, { bodyTimeouts: TIMEOUTS });
    owner = await createUser(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  /**
   * Sends the headers, then `body` in pieces of `piece` bytes every `everyMs`, stopping early
   * when the server answers or closes, or after `maxBytes`; then waits (bounded) for the end.
   */
  async function send(
    url: string,
    contentType: string,
    body: Buffer,
    pace: { piece: number; everyMs: number; maxBytes?: number },
  ): Promise<Exchange> {
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.on('error', () => {});
    let answer = '';
    let closed = false;
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => (closed = true));
    socket.write(
      `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${owner.cookie}\r\n` +
        `Connection: close\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    const limit = Math.min(body.length, pace.maxBytes ?? body.length);
    let sent = 0;
    while (sent < limit && !answer && !closed) {
      const piece = body.subarray(sent, Math.min(sent + pace.piece, limit));
      socket.write(piece);
      sent += piece.length;
      await sleep(pace.everyMs);
    }
    // The request says Connection: close, so a finished answer ends with the socket closing.
    for (let waited = 0; !closed && waited < 10_000; waited += 50) await sleep(50);
    socket.destroy();
    return { status: Number(answer.split(' ')[1]), answer, sentAll: sent === body.length };
  }

  it('cuts off a JSON body trickled a byte at a time, with 408 and its code, storing nothing', async () => {
    const before = await t.app.deps.db
      .select()
      .from(projects)
      .where(eq(projects.ownerProfileId, owner.profileId));
    const body = Buffer.from(JSON.stringify({ title: 'Slow loris '.repeat(3) }));
    const result = await send('/api/projects', 'application/json', body, {
      piece: 1,
      everyMs: 100,
    });
    expect(result.sentAll).toBe(false);
    expect(result.status).toBe(408);
    expect(result.answer).toContain(BODY_TIMEOUT_CODE);
    const after = await t.app.deps.db
      .select()
      .from(projects)
      .where(eq(projects.ownerProfileId, owner.profileId));
    expect(after).toHaveLength(before.length);
  });

  it('cuts off an upload whose bytes stop coming at a real rate, keeping no song', async () => {
    const project = await createProject(t.app, owner.profileId);
    const upload = multipart([
      { name: 'audio', filename: 'take.wav', content: await fixture('wav') },
    ]);
    const result = await send(
      `/api/projects/${project.id}/audio`,
      upload.headers['content-type']!,
      upload.payload,
      { piece: 1, everyMs: 100, maxBytes: 60 },
    );
    expect(result.sentAll).toBe(false);
    expect(result.status).toBe(408);
    const songs = await t.app.deps.db
      .select()
      .from(audioFiles)
      .where(eq(audioFiles.projectId, project.id));
    expect(songs).toEqual([]);
  });

  it('lets an upload take longer than a JSON body may, while it keeps a real rate', async () => {
    const project = await createProject(t.app, owner.profileId);
    const upload = multipart([
      { name: 'audio', filename: 'take.wav', content: await fixture('wav') },
    ]);
    // 88 KiB in 4 KiB pieces: longer than wholeBodyMs, far above minBytesPerWindow per window.
    const result = await send(
      `/api/projects/${project.id}/audio`,
      upload.headers['content-type']!,
      upload.payload,
      { piece: 4096, everyMs: 40 },
    );
    expect(result.sentAll).toBe(true);
    expect(result.status).toBe(201);
  });
});
