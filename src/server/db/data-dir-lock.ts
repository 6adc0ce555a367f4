import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { isProcessRunning } from './process-running.js';

/**
 * The lock file in the embedded database's folder. PGlite keeps no lock of its own, and two
 * processes writing one PGlite folder corrupt it: the server, `admin:create`, `backup:restore`
 * and `db:migrate` each take this file before they open the folder.
 */
export const DATA_DIR_LOCK_FILE = '.server.lock';

/** Refusal to open an embedded database another live process holds. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by process ${pid} (a Trackroom server or ` +
        `command on the same DATA_DIR). It admits one process at a time: stop that one first, ` +
        `or use a PostgreSQL server (DATABASE_URL) to run several. If process ${pid} is not ` +
        `Trackroom, remove ${path.join(dir, DATA_DIR_LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Folders this process holds: a second open in the same process is refused too. */
const held = new Set<string>();

async function holderOf(file: string): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Takes `dir`'s lock file (created with O_EXCL, holding this process's id) and answers the
 * function that gives it back. A file left by a process that is gone (kill -9, a crash, the
 * power) is taken over, as is one naming this process's own id, which only a former life of
 * a container can have left (PostgreSQL's postmaster.pid works the same way). A live holder is
 * a DataDirInUseError.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const folder = path.resolve(dir);
  const file = path.join(folder, DATA_DIR_LOCK_FILE);
  if (held.has(folder)) throw new DataDirInUseError(folder, process.pid);
  await mkdir(folder, { recursive: true });
  // Two processes taking over one stale file at once: the loser finds the winner's live id.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      try {
        await handle.writeFile(`${process.pid}\n`);
      } finally {
        await handle.close();
      }
      held.add(folder);
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        held.delete(folder);
        await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = await holderOf(file);
    // No id: its writer is between creating and writing the file (look again), or died there.
    if (pid === null && attempt < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    else if (pid !== null && pid !== process.pid && isProcessRunning(pid))
      throw new DataDirInUseError(folder, pid);
    else await rm(file, { force: true });
  }
  throw new DataDirInUseError(folder, (await holderOf(file)) ?? 0);
}
