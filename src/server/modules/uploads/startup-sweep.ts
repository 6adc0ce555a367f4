import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client.js';
import { isAbandonedPartial } from '../../storage/partial-files.js';
import type { Storage } from '../../storage/storage.js';
import { diskFiles } from '../../storage/local-storage.js';
import { sweepAbandonedResumableUploads } from '../resumable-uploads/index.js';
import { removeAbandonedUploads } from './abandoned-uploads.js';

export interface StartupSweepResult {
  /** Temporary files of uploads cut off by a crash (kill -9, power loss). */
  partialFiles: number;
  /** Resumable uploads nobody continued within their expiry (they outlive restarts until then). */
  resumableUploads?: number;
  /** Complete files no row points at (the server stopped before writing the row). */
  orphanFiles: number;
  bytes: number;
}

/**
 * Run once before the server listens: removes what a server that stopped without closing
 * (kill -9, a crash) left in the uploads folder, so it holds no file nobody can reach.
 * - Temporary upload files whose writing process is gone, or, written on another machine (or
 *   under an earlier host name), untouched for an hour (storage/partial-files.ts).
 * - Resumable uploads untouched past their expiry (a younger one may still be continued), on
 *   disk or in the object store's resumable area.
 * - Complete files no row points at, as the admin's Clean Temporary Files does. With
 *   `exclusive` (PGlite: one server process owns the data folder) every such file goes, since
 *   nothing else can be between writing a file and its row; with a shared PostgreSQL another
 *   server may be just there, so only files untouched for the admin's hour go.
 */
export async function sweepUploadsAtStartup(deps: {
  db: Database;
  storage: Storage;
  uploadsDir: string;
  exclusive: boolean;
}): Promise<StartupSweepResult> {
  const result: StartupSweepResult = { partialFiles: 0, orphanFiles: 0, bytes: 0 };
  // Only a disk has temporary files: an object store never shows a key before its upload
  // completes, and an aborted multipart upload leaves nothing listed.
  const temporaryFiles = deps.storage.kind === 'disk' ? diskFiles(deps.uploadsDir) : [];
  for await (const file of temporaryFiles) {
    const name = path.basename(file.key);
    if (!isAbandonedPartial(name, file.modifiedMs)) continue;
    await rm(path.join(deps.uploadsDir, file.key), { force: true });
    result.partialFiles += 1;
    result.bytes += file.size;
  }
  // An infinitely late "now" makes every file old enough for the admin's rule.
  const now = deps.exclusive ? Number.POSITIVE_INFINITY : Date.now();
  const orphans = await removeAbandonedUploads(deps, now);
  result.orphanFiles = orphans.files;
  result.bytes += orphans.bytes;
  const resumable = await sweepAbandonedResumableUploads(deps);
  if (resumable.uploads > 0) {
    result.resumableUploads = resumable.uploads;
    result.bytes += resumable.bytes;
  }
  return result;
}
