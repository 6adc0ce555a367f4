// An upload is written under a temporary name and linked to its key only once complete, so a
// file under a key is always whole. The temporary name says which process writes it: the
// start-up sweep (modules/uploads/startup-sweep.ts) removes the ones whose writer is gone,
// while other server processes sharing the folder keep writing theirs; a file another machine
// named goes once it is untouched for an hour (its writer's host name may never come back).
import os from 'node:os';
import path from 'node:path';
import { ABANDONED_UPLOAD_AGE_MS } from '../../shared/schemas/admin.js';
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
 * True when no process is still writing the temporary file `name`, last written at
 * `modifiedMs`. Its writer ran on this machine and has ended (or its pid is now ours: the
 * writer was an earlier life of this server); or it ran on another machine (a server sharing
 * the folder, or this server's container before its host name changed) and the file is
 * untouched for ABANDONED_UPLOAD_AGE_MS: a writer touches it with every chunk, and a request
 * that stops sending is cut off long before (plugins/body-timeouts.ts).
 */
export function isAbandonedPartial(name: string, modifiedMs: number, now = Date.now()): boolean {
  const writer = partialWriter(name);
  if (!writer) return false;
  if (writer.host !== os.hostname()) return now - modifiedMs > ABANDONED_UPLOAD_AGE_MS;
  return writer.pid === process.pid || !isProcessRunning(writer.pid);
}
