// The app as production starts it, for the memory bench: `node scripts/start.mjs` (whatever
// that runs: a child server today, the server in-process from a compiled build later), an
// administrator's session to read its breakdown, and a scratch data directory for a first start.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { adminMemorySchema, type AdminMemory } from '../../src/shared/schemas/admin-memory.js';
import { openDatabase } from '../../src/server/db/client.js';
import { accounts, profiles } from '../../src/server/db/schema/index.js';
import { ensureAdmin } from '../../src/server/modules/admin/admin-bootstrap.js';
import { freePort } from '../../src/server/test/free-port.js';
import { productionServerEnv, waitForHealth } from './audio-server.js';
import { sessionFor } from './bench-data.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Not under the seed's domain: the seed recognises its data set by the accounts there. */
const BENCH_ADMIN_EMAIL = 'memory-bench-admin@example.com';
/** A first start may build the client first (scripts/start.mjs): up to 5 minutes. */
const HEALTH_TRIES = 3_000;

/** Where an app keeps its data: DATA_DIR, and DATABASE_URL for PostgreSQL. */
export interface AppTarget {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  /** DATABASE_URL for PostgreSQL; nothing for the embedded database. */
  env: Record<string, string>;
}

export interface RunningApp {
  base: string;
  /** The process the bench started: the root of the tree that is measured. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * The command that starts the app: `node scripts/start.mjs` (npm start without npm, as a
 * service manager runs it), or BENCH_MEMORY_COMMAND (e.g. "npm start": npm is then left out).
 */
function startCommand(): string[] {
  const custom = process.env.BENCH_MEMORY_COMMAND?.split(' ').filter(Boolean);
  return custom?.length ? custom : [process.execPath, 'scripts/start.mjs'];
}

/** Starts the app on `target` and resolves when GET /api/health first answers. */
export async function startApp(target: AppTarget): Promise<RunningApp> {
  const port = await freePort();
  const [program, ...args] = startCommand();
  // SEED_DEMO stays at production's default (the demo template is made on a first start).
  const { SEED_DEMO: _seedDemo, ...env } = productionServerEnv(port, target.dataDir, target, {});
  const child: ChildProcess = spawn(program!, args, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child, HEALTH_TRIES);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    base,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // scripts/start.mjs forwards SIGTERM to the server's graceful shutdown.
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 60_000);
      await exited;
      clearTimeout(force);
    },
  };
}

/** The breakdown as an administrator reads it; null without a session or when refused. */
export async function readBreakdown(
  base: string,
  cookie: string | null,
): Promise<AdminMemory | null> {
  if (!cookie) return null;
  const res = await fetch(`${base}/api/admin/memory`, { headers: { cookie } }).catch(() => null);
  if (!res?.ok) return null;
  return adminMemorySchema.parse(await res.json());
}

/**
 * An administrator and a session cookie in `target`'s database, made as `npm run
 * admin:create` makes one: with the app stopped (the embedded database admits one process).
 */
export async function adminCookie(target: AppTarget): Promise<string> {
  const handle = target.env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: target.env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(target.dataDir, 'db') });
  try {
    await handle.migrate();
    await ensureAdmin(handle.db, { email: BENCH_ADMIN_EMAIL });
    const [admin] = await handle.db
      .select({ profileId: profiles.id })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.accountId))
      .where(eq(accounts.email, BENCH_ADMIN_EMAIL))
      .limit(1);
    return await sessionFor(handle.db, admin!.profileId);
  } finally {
    await handle.close();
  }
}

/**
 * A data directory nothing has started on yet (and on PostgreSQL an empty database of its own
 * on DATABASE_URL's server); `remove()` deletes both.
 */
export async function freshTarget(
  kind: AppTarget['kind'],
): Promise<AppTarget & { remove(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-memory-fresh-'));
  const serverUrl = process.env.DATABASE_URL;
  if (kind === 'pglite' || !serverUrl) {
    return { kind: 'pglite', dataDir, env: {}, remove: () => rm(dataDir, { recursive: true }) };
  }
  const name = `trackroom_memory_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    env: { DATABASE_URL: url.toString() },
    async remove() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
      await rm(dataDir, { recursive: true });
    },
  };
}
