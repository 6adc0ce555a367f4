// A throwaway PostgreSQL cluster the soak may stop and start at will (never the machine's own
// server, which others use): initdb in a temporary folder, on a free loopback port, run as
// user postgres when the soak runs as root (initdb refuses root), as .ci/run does.
import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { onCleanup } from './soak-server.js';
import { freePort } from '../../src/server/test/free-port.js';

const run = promisify(execFile);

export interface PgCluster {
  url: string;
  start(): Promise<void>;
  /** pg_ctl stop -m fast: sessions are ended, as when an operator stops the server. */
  stop(): Promise<void>;
}

/** The newest PostgreSQL's bin folder, or null. */
async function binDir(): Promise<string | null> {
  const root = '/usr/lib/postgresql';
  const versions = await readdir(root).catch(() => [] as string[]);
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(root, newest, 'bin') : null;
}

/** The user id of `postgres`, or null. */
async function postgresUid(): Promise<{ uid: number; gid: number } | null> {
  try {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/** A new cluster, started; or the reason it cannot be made here. */
export async function startCluster(): Promise<PgCluster | { skip: string }> {
  const bin = await binDir();
  if (!bin) return { skip: 'no PostgreSQL binaries in /usr/lib/postgresql/*/bin' };
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await postgresUid() : null;
  if (asRoot && !owner) return { skip: 'running as root and there is no postgres user for initdb' };
  const exec = (command: string, args: string[], timeout = 60_000) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { timeout })
      : run(path.join(bin, command), args, { timeout });

  const dir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-soak-pg-'));
  onCleanup(`cluster folder ${dir}`, () => rm(dir, { recursive: true, force: true }));
  if (owner) await chown(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  try {
    await exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  } catch (error) {
    return { skip: `initdb failed: ${(error as Error).message.split('\n')[0]}` };
  }
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const ctl = (...args: string[]) => exec('pg_ctl', ['-D', data, ...args]);
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => {
      await ctl('-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '30', 'start');
    },
    stop: async () => {
      await ctl('-m', 'fast', '-w', '-t', '30', 'stop');
    },
  };
  await cluster.start();
  onCleanup(`cluster on port ${port}`, async () => {
    await ctl('-m', 'immediate', '-w', '-t', '30', 'stop').catch(() => {});
  });
  return cluster;
}
