import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../src/server/test/free-port';

const root = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

export interface AdminServer {
  baseURL: string;
  /** The server's DATA_DIR (removed when it stops). */
  dataDir: string;
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

async function waitForHealth(baseURL: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the admin test server did not become healthy');
}

/**
 * A server of its own for the admin journeys: they switch site-wide settings (registration,
 * suspension), which must not leak into the other journeys sharing the global server. Its
 * first administrator is made the way an operator would: `npm run admin:create` against the
 * data folder before the server starts (PGlite admits one process at a time). `env` adds to
 * both (the object store of the journey on one).
 */
export async function startAdminServer(
  extraEnv: Record<string, string> = {},
): Promise<AdminServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-e2e-admin-'));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = { ...inherited, ...extraEnv };
  const admin = { email: 'chief@example.com', password: 'admin password 1' };
  await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/admin-create.ts',
      '--email',
      admin.email,
      '--password',
      admin.password,
    ],
    { cwd: root, env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, timeout: 120_000 },
  );
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child);
  return {
    baseURL,
    dataDir,
    admin,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
