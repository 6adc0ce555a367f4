// The bench's server process (forked by bench-process.ts): the production app, built by
// buildApp as src/server/main.ts builds it, plus two routes that exist only here — never in
// the production route table — and an event-loop delay monitor the harness reads over IPC.
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/client.js';
import { AUTOVACUUM_INTERVAL_MS, pgliteAutovacuum } from '../../src/server/db/pglite-autovacuum.js';
import { profiles } from '../../src/server/db/schema/index.js';
import { sizeHeap } from '../../src/server/lib/heap-sizing.js';
import { parseInput } from '../../src/server/lib/validate.js';
import { openStorage } from '../../src/server/storage/open-storage.js';
import type { FromBenchServer, LoopSample, ToBenchServer } from './bench-protocol.js';

const oneSelectQuery = z.object({ id: z.uuid() });

/**
 * GET /bench/trivial: a constant JSON answer through the same plugins (security headers,
 * session hook, error handler) — this server's ceiling on this machine.
 * GET /bench/one-select?id=: one primary-key select — the database's own ceiling.
 */
function registerBenchRoutes(app: FastifyInstance): void {
  app.get('/bench/trivial', async () => ({ ok: true }));
  app.get('/bench/one-select', async (request) => {
    const { id } = parseInput(oneSelectQuery, request.query);
    const [row] = await app.deps.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, id))
      .limit(1);
    return row ?? null;
  });
}

function send(message: FromBenchServer): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  // The bench sends no e-mail; production wants PUBLIC_URL, so it gets a loopback one.
  const config = loadConfig({
    PUBLIC_URL: 'http://127.0.0.1',
    ...process.env,
    NODE_ENV: 'production',
  });
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: config.dbPoolMax })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
  await database.migrate();
  // As src/server/main.ts: the embedded database gets the autovacuum PostgreSQL has built in.
  // The bench runs the pass over every table before it serves (main.ts runs it 30 s after the
  // start), so that no load is measured beside it; the timer's passes follow as in main.ts.
  let stopAutovacuum = async () => {};
  if (database.kind === 'pglite') {
    const autovacuum = pgliteAutovacuum(database.db, { info: () => {}, warn: () => {} });
    await autovacuum.vacuumAll();
    stopAutovacuum = autovacuum.start(AUTOVACUUM_INTERVAL_MS, null);
  }
  const storage = await openStorage(config);
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    jobSql: database.jobSql,
    storage,
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Requests a slow window left running finish before the database closes.
    shutdownGraceMs: 60_000,
  });
  registerBenchRoutes(app);

  // 10 ms resolution: the histogram's own timer adds little while still seeing 20 ms stalls.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let since = { at: performance.now(), cpu: process.cpuUsage() };
  const sample = (): LoopSample => {
    const elapsedMs = performance.now() - since.at;
    const cpu = process.cpuUsage(since.cpu);
    return {
      p50Ms: loop.percentile(50) / 1e6,
      p99Ms: loop.percentile(99) / 1e6,
      maxMs: loop.max / 1e6,
      cpuPercent: ((cpu.user + cpu.system) / 1000 / elapsedMs) * 100,
      rssBytes: process.memoryUsage().rss,
    };
  };

  process.on('message', (message: ToBenchServer) => {
    if (message.type === 'loop-reset') {
      loop.reset();
      since = { at: performance.now(), cpu: process.cpuUsage() };
      send({ type: 'loop-reset', id: message.id });
    } else if (message.type === 'loop-read') {
      send({ type: 'loop', id: message.id, sample: sample() });
    } else if (message.type === 'stop') {
      // A clean close: the reused PGlite data folder must be left consistent.
      loop.disable();
      void app
        .close()
        .then(() => stopAutovacuum())
        .then(() => database.close())
        .then(() => process.exit(0));
    }
  });

  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  // As src/server/main.ts once it listens: the job queue, then the heap's size.
  await app.jobs.start();
  sizeHeap(config.heapSizing);
  send({ type: 'listening', base, database: database.kind });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
