// One process per embedded database folder (issue 30, "Beyond one machine"): a second server,
// or admin:create, backup:restore or db:migrate while a server runs, is refused with a message
// naming the folder and the holder; a lock left by a killed process is taken over.
import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { DATA_DIR_LOCK_FILE, DataDirInUseError, lockDataDir } from './data-dir-lock.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const SLOW = 180_000;

/** A script of scripts/ as a child process on DATA_DIR `dataDir`, PGlite whatever the tier. */
async function script(file: string, args: string[], dataDir: string) {
  const { DATABASE_URL: _ignored, ...base } = process.env;
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', file, ...args], {
      cwd: root,
      env: { ...base, LOG_LEVEL: 'warn', DATA_DIR: dataDir },
      timeout: SLOW,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A process that lives until killed, and one that has already ended (its id is free). */
function liveProcess() {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
}
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('the embedded database folder admits one process', () => {
  let dataDir: string;
  let dbDir: string;
  let lockFile: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-lock-'));
    dbDir = path.join(dataDir, 'db');
    lockFile = path.join(dbDir, DATA_DIR_LOCK_FILE);
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'refuses a second open while the first holds it, and the commands with the same message',
    async () => {
      const first = await openDatabase({ kind: 'pglite', dataDir: dbDir });
      try {
        await first.migrate();
        expect((await readFile(lockFile, 'utf8')).trim()).toBe(String(process.pid));
        const second = openDatabase({ kind: 'pglite', dataDir: dbDir });
        await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
        await expect(second).rejects.toThrow(
          `The embedded database in ${dbDir} is in use by process ${process.pid}`,
        );

        const migrate = await script('scripts/db-migrate.ts', [], dataDir);
        const admin = await script(
          'scripts/admin-create.ts',
          ['--email', 'boss@example.com'],
          dataDir,
        );
        for (const refused of [migrate, admin]) {
          expect(refused.code).toBe(1);
          expect(refused.stderr.trim()).toBe(new DataDirInUseError(dbDir, process.pid).message);
        }
      } finally {
        await first.close();
      }
      // Closed: the file is gone and the folder opens again.
      await expect(readFile(lockFile)).rejects.toMatchObject({ code: 'ENOENT' });
      const migrated = await script('scripts/db-migrate.ts', [], dataDir);
      expect(migrated.code, migrated.stderr).toBe(0);
      expect(migrated.stdout).toContain(`Migrated ${dbDir}.`);
    },
    SLOW,
  );

  it('refuses while another live process holds the file', async () => {
    const holder = liveProcess();
    try {
      await new Promise((resolve) => holder.once('spawn', resolve));
      await mkdir(dbDir);
      await writeFile(lockFile, `${holder.pid}\n`);
      await expect(lockDataDir(dbDir)).rejects.toThrow(
        new DataDirInUseError(dbDir, holder.pid!).message,
      );
      expect((await readFile(lockFile, 'utf8')).trim()).toBe(String(holder.pid));
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over the file of a process that is gone (kill -9, a crash)', async () => {
    await mkdir(dbDir);
    // As a killed server leaves it: nothing removed the file, its process no longer exists.
    await writeFile(lockFile, `${await endedPid()}\n`);
    const unlock = await lockDataDir(dbDir);
    expect((await readFile(lockFile, 'utf8')).trim()).toBe(String(process.pid));
    await unlock();
    await expect(readFile(lockFile)).rejects.toMatchObject({ code: 'ENOENT' });
    // An empty file (a process killed between creating and writing it) is taken over too.
    await writeFile(lockFile, '');
    const again = await lockDataDir(dbDir);
    await again();
  });
});
