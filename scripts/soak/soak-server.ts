// The production server (dist/server/main.js, started as the bench starts it) on a data folder
// the soak owns, and one place that undoes everything the soak set up — servers, clusters,
// mounts, folders — whether a scenario ends, fails, or the soak is interrupted.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  prepareBenchDatabase,
  startBenchServer,
  type BenchDatabase,
  type BenchServer,
} from '../bench/audio-server.js';
import { openDatabase } from '../../src/server/db/client.js';

type Undo = () => Promise<void>;
const undos: Array<{ what: string; undo: Undo }> = [];

/** Registers `undo` to run at clean-up (last registered runs first); returns a remover. */
export function onCleanup(what: string, undo: Undo): () => void {
  const entry = { what, undo };
  undos.push(entry);
  return () => {
    const at = undos.indexOf(entry);
    if (at >= 0) undos.splice(at, 1);
  };
}

/** Runs every registered undo, newest first, each bounded to 30 s; reports failures. */
export async function cleanUp(): Promise<void> {
  while (undos.length > 0) {
    const { what, undo } = undos.pop()!;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), 30_000);
    });
    await Promise.race([undo(), late])
      .catch((error: unknown) => console.error(`clean-up of ${what} failed: ${String(error)}`))
      .finally(() => clearTimeout(timer));
  }
}

let template: Promise<string> | null = null;
let templateRoot: string | null = null;

/**
 * A migrated PGlite folder, made once per soak run and copied for each scenario: a fresh one
 * costs about 10 s at the server's first start, a copy next to nothing.
 */
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    templateRoot = await mkdtemp(path.join(os.tmpdir(), 'trackroom-soak-template-'));
    const dir = path.join(templateRoot, 'db');
    const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    await handle.migrate();
    await handle.close();
    return dir;
  })();
  return template;
}

/** Removes the PGlite template; once, at the very end. */
export async function removeTemplate(): Promise<void> {
  if (templateRoot) await rm(templateRoot, { recursive: true, force: true });
  template = templateRoot = null;
}

/** A temporary folder removed at clean-up. */
export async function scratchDir(label: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `trackroom-soak-${label}-`));
  onCleanup(`folder ${dir}`, () => rm(dir, { recursive: true, force: true }));
  return dir;
}

export interface SoakServer {
  base: string;
  pid: number;
  /** SIGKILL: no shutdown hook runs, as in a crash or an OOM kill. */
  kill9(): Promise<void>;
  /** SIGTERM and wait (the server's own grace period bounds it; SIGKILL after 20 s). */
  stop(): Promise<void>;
  alive(): boolean;
}

/**
 * The database for a scenario's server: PGlite in `dataDir`, or with DATABASE_URL set a fresh
 * database on that server, dropped at clean-up.
 */
export async function soakDatabase(dataDir: string): Promise<BenchDatabase> {
  if (!process.env.DATABASE_URL) {
    await cp(await pgliteTemplate(), path.join(dataDir, 'db'), { recursive: true });
    return { kind: 'pglite', env: {}, drop: async () => {} };
  }
  const database = await prepareBenchDatabase(dataDir, async () => {});
  onCleanup(`database of ${dataDir}`, () => database.drop());
  return database;
}

/** A database at `url` the soak manages itself (the throwaway cluster of the outage scenario). */
export const databaseAt = (url: string): BenchDatabase => ({
  kind: 'postgres',
  env: { DATABASE_URL: url },
  drop: async () => {},
});

/**
 * Starts the server on `dataDir` and `database` and waits until /api/health answers 200
 * (startBenchServer gives up after about 30 s).
 */
export async function startSoakServer(
  dataDir: string,
  database: BenchDatabase,
  env: Record<string, string> = {},
): Promise<SoakServer> {
  const server: BenchServer = await startBenchServer(dataDir, database, env);
  let exited = false;
  const alive = () => {
    if (exited) return false;
    try {
      process.kill(server.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const stop = async () => {
    if (exited) return;
    const force = setTimeout(() => alive() && process.kill(server.pid, 'SIGKILL'), 20_000);
    await server.stop();
    clearTimeout(force);
    exited = true;
  };
  const forget = onCleanup(`server ${server.pid}`, stop);
  return {
    base: server.base,
    pid: server.pid,
    alive,
    async kill9() {
      process.kill(server.pid, 'SIGKILL');
      await server.stop(); // resolves once the process has exited
      exited = true;
      forget();
    },
    async stop() {
      await stop();
      forget();
    },
  };
}
