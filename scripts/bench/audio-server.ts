// The audio benches run the real server (dist/server/main.js, compiled as npm start compiles
// it) in a child process, so its memory and CPU are its own and not the load generator's.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import { systemSettings } from '../../src/server/db/schema/index.js';
import { freePort } from '../../src/server/test/free-port.js';
import { serverNodeFlags, serverProcessEnv } from '../server-node-flags.mjs';
import { buildServerIfStale, SERVER_ENTRY } from '../stale-builds.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where the bench server keeps its data: an embedded database folder or a scratch PostgreSQL database. */
export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** Environment for the server process. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * Creates and migrates the bench database and lets `seed` fill it before the server starts
 * (PGlite is single-process: the server opens it only after this closes it). `serverUrl`: a
 * PostgreSQL server to make a scratch database on (null: PGlite); by default DATABASE_URL's.
 */
export async function prepareBenchDatabase(
  dataDir: string,
  seed: (db: Database) => Promise<void>,
  serverUrl: string | null = process.env.DATABASE_URL ?? null,
): Promise<BenchDatabase> {
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    await handle.migrate();
    await seed(handle.db);
    await handle.close();
    return { kind: 'pglite', env: {}, drop: async () => {} };
  }
  const name = `trackroom_bench_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await handle.migrate();
  await seed(handle.db);
  await handle.close();
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString() },
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

export interface BenchServer {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * The environment of a production server started by a bench: `database.env` (DATABASE_URL for
 * PostgreSQL; none for PGlite, whose database is the server's only when no inherited
 * DATABASE_URL reaches it), loopback on `port`, and no per-address rate limits (every
 * simulated user comes from 127.0.0.1: the limits would stop the load).
 */
/**
 * What every bench server runs with beyond production's defaults. The seeded data sets hold rows
 * for files that were never written, so the format and sound backfills would walk all of them
 * at each start (52,500 on the large set: a warning per file and the embedded database busy
 * beside the load being measured); off unless the environment says otherwise.
 */
export const benchServerDefaults = (): Record<string, string> => ({
  AUDIO_ANALYSIS_BACKFILL: process.env.AUDIO_ANALYSIS_BACKFILL ?? 'off',
});

export function productionServerEnv(
  port: number,
  dataDir: string,
  database: Pick<BenchDatabase, 'kind' | 'env'>,
  extra: Record<string, string> = { SEED_DEMO: 'false' },
): NodeJS.ProcessEnv {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  return {
    ...(database.kind === 'pglite' ? inherited : process.env),
    ...database.env,
    ...serverProcessEnv(),
    ...benchServerDefaults(),
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    ...extra,
  };
}

/**
 * Asks GET /api/health every 100 ms until it answers 200 (throws when `child` exits first or
 * after `tries` asks); resolves at the first answer.
 */
export async function waitForHealth(base: string, child: ChildProcess, tries = 300) {
  for (let tried = 0; ; tried += 1) {
    const up = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    if (tried > tries || child.exitCode !== null) throw new Error('The bench server did not start');
    await sleep(100);
  }
}

/** Starts the production server on `dataDir` and waits until /api/health answers. */
export async function startBenchServer(
  dataDir: string,
  database: BenchDatabase,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS adds node flags to the server only, e.g. "--cpu-prof"; with
  // BENCH_SERVER_STDOUT=1 what the server prints shows (e.g. "--trace-gc"'s lines).
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  buildServerIfStale();
  const args = [...serverNodeFlags(), ...extra, '--enable-source-maps', SERVER_ENTRY];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
    env: productionServerEnv(port, dataDir, database, { SEED_DEMO: 'false', ...env }),
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForHealth(base, child);
  return {
    base,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A value in kB from /proc/<pid>/status (VmRSS, VmHWM), in bytes. */
export async function procStatusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) * 1024 : NaN;
}

/** Resets the kernel's peak-RSS mark (VmHWM) of a process to its current RSS. */
export async function resetPeakRss(pid: number): Promise<boolean> {
  return writeFile(`/proc/${pid}/clear_refs`, '5').then(
    () => true,
    () => false,
  );
}

/** Signs up a fresh account on the bench server; returns its session cookie. */
export async function signUp(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Artist',
      artistName: 'Bench',
      email: `bench-${randomBytes(6).toString('hex')}@example.com`,
      password: 'bench password 123',
    }),
  });
  if (!res.ok) throw new Error(`Sign-up failed: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/**
 * Waits until the server has measured the loudness, tempo and key of file `audioId` (decision
 * 030: a worker of its own, after the upload answered), so the next measure does not share the
 * machine with that work; resolves with the seconds waited.
 */
export async function waitForSoundAnalysis(
  base: string,
  cookie: string,
  audioId: string,
  timeoutMs = 120_000,
): Promise<number> {
  const start = performance.now();
  for (;;) {
    const res = await fetch(`${base}/api/audio/${audioId}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`GET /api/audio/${audioId} answered ${res.status}`);
    const { analysisState } = (await res.json()) as { analysisState: string };
    if (analysisState !== 'pending') return (performance.now() - start) / 1000;
    if (performance.now() - start > timeoutMs)
      throw new Error(`File ${audioId} was still being measured after ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

/**
 * Runs `work` against a production server on a fresh database (PGlite, or DATABASE_URL's
 * server) whose per-file cap lets a 200 MB upload in, with `root`, a scratch folder on the same
 * disk as the server's files; the server, its database and the folder are gone after.
 */
export async function withUploadServer<T>(
  name: string,
  work: (server: BenchServer, root: string) => Promise<T>,
): Promise<T> {
  const root = await mkdtemp(path.join(os.tmpdir(), `trackroom-bench-${name}-`));
  const dataDir = path.join(root, 'data');
  const database = await prepareBenchDatabase(dataDir, async (db) => {
    // The default per-file cap (100 MB) would refuse the file: raise it as an admin would.
    await db.insert(systemSettings).values({ key: 'maxUploadSize', value: 1024 });
  });
  const server = await startBenchServer(dataDir, database);
  try {
    return await work(server, root);
  } finally {
    await server.stop();
    await database.drop();
    await rm(root, { recursive: true, force: true });
  }
}
