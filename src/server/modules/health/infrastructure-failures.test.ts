import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { audioFiles } from '../../db/schema/index.js';
import { DATABASE_UNAVAILABLE, STORAGE_FULL } from '../../lib/infrastructure-errors.js';
import { localStorage } from '../../storage/local-storage.js';
import type { Storage } from '../../storage/storage.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createUser } from '../../test/factories.js';
import { filesIn, fixture, multipart } from '../audio/audio-test-support.js';

const config = () => ({ ...loadConfig({ NODE_ENV: 'test' }), seedDemo: false });

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a PostgreSQL server that cannot be reached', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-db-down-'));
    const url = `postgres://postgres@127.0.0.1:${await closedPort()}/trackroom`;
    database = await openDatabase({ kind: 'postgres', url });
    app = await buildApp({
      config: { ...config(), dataDir, databaseUrl: url },
      db: database.db,
      // The database went away after start-up: LISTEN was set up while it still answered.
      listen: () => Promise.resolve(() => Promise.resolve()),
      storage: localStorage(path.join(dataDir, 'uploads')),
      clientDir: path.join(dataDir, 'no-client'),
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['a sign-in', { method: 'POST', url: '/api/auth/login' }],
    ['a signed-in read (session look-up)', { method: 'GET', url: '/api/projects' }],
  ] as const)('answers %s with 503 and a message saying so', async (_name, request) => {
    const res = await app.inject({
      ...request,
      headers: { cookie: 'trackroom_session=abc' },
      ...(request.method === 'POST'
        ? { payload: { email: 'someone@example.com', password: 'a password here' } }
        : {}),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE });
    expect(res.headers['retry-after']).toBe('5');
  });
});

describe('an upload onto a full disk', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let app: FastifyInstance;
  let uploadsDir: string;

  beforeAll(async () => {
    t = await buildTestApp();
    uploadsDir = path.join(t.dataDir, 'uploads');
    // The real disk storage, with a disk that fills up after 16 KB (as a write would fail).
    const real = localStorage(uploadsDir);
    const full: Storage = {
      ...real,
      put(key, body, options) {
        let written = 0;
        const disk = new Transform({
          transform(chunk: Buffer, _enc, done) {
            written += chunk.length;
            if (written <= 16 * 1024) return done(null, chunk);
            done(
              Object.assign(new Error('ENOSPC: no space left on device, write'), {
                code: 'ENOSPC',
              }),
            );
          },
        });
        // Bytes flow while put() creates the folder; its pipeline reads the error from the
        // destroyed stream when it attaches.
        disk.on('error', () => {});
        return real.put(key, body.pipe(disk), options);
      },
    };
    app = await buildApp({
      config: { ...t.app.deps.config },
      db: t.app.deps.db,
      listen: t.app.deps.listen,
      storage: full,
      clientDir: path.join(t.dataDir, 'no-client'),
    });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('answers 507 with a message and keeps no file and no row', async () => {
    const owner = await createUser(app);
    const body = multipart([
      { name: 'audio', filename: 'take.wav', content: await fixture('wav') },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/audio',
      headers: { ...body.headers, cookie: owner.cookie },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({ message: STORAGE_FULL });
    expect(await filesIn(uploadsDir)).toEqual([]);
    expect(await app.deps.db.select().from(audioFiles)).toEqual([]);
  });
});
