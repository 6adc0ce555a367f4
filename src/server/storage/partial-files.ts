// An upload is written under a temporary name and linked to its key only once complete, so a
// file under a key is always whole. The temporary name says which process writes it: the
// start-up sweep (modules/uploads/startup-sweep.ts) removes the ones whose writer is gone,
// while other server processes sharing the folder keep writing theirs.
import os from 'node:os';
import path from 'node:path';
import { isProcessRunning } from '../db/process-running.js';

/**
 * The partial area of resumable uploads (tus): a hidden folder of the uploads folder, never a
 * storage key (keys start with a letter or digit), so nothing in it is ever served. Its files
 * live across restarts until finished, abandoned or expired (modules/resumable-uploads).
 */
export const RESUMABLE_FOLDER = '.resumable';

/** The partial area of resumable uploads under the uploads folder `uploadsDir`. */
export const resumableFolder = (uploadsDir: string) => path.join(uploadsDir, RESUMABLE_FOLDER);

const PARTIAL = /^\.(.+)\.(\d+)@(.+)\.part$/;

/** `.<name>.<pid>@<host>.part`: hidden, never a valid storage key, naming its writer. */
export const partialName = (name: string) => `.${name}.${process.pid}@${os.hostname()}.part`;

/** The writer of a temporary upload file, or null when `name` is not one. */
export function partialWriter(name: string): { pid: number; host: string } | null {
  const match = PARTIAL.exec(name);
  return match ? { pid: Number(match[2]), host: match[3]! } : null;
}

/**
 * True when no process is still writing the temporary file `name`: its writer ran on this
 * machine and has ended (or its pid is now ours: the writer was an earlier life of this
 * server). A file from another machine sharing the folder is left to that machine.
 */
export function isAbandonedPartial(name: string): boolean {
  const writer = partialWriter(name);
  if (!writer || writer.host !== os.hostname()) return false;
  return writer.pid === process.pid || !isProcessRunning(writer.pid);
}
