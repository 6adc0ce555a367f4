import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { RESUMABLE_UPLOAD_EXPIRY_MS } from '../../../shared/constants.js';

/** What a sweep removed: abandoned resumable uploads and their bytes. */
export interface ResumableSweepResult {
  uploads: number;
  bytes: number;
}

/**
 * Removes the resumable uploads of `directory` (the partial area, storage/partial-files.ts)
 * untouched for RESUMABLE_UPLOAD_EXPIRY_MS: tus keeps each as its bytes (`<id>`) and its
 * description (`<id>.json`), and every chunk touches the bytes, so an upload still in use is
 * never taken. A finished or terminated upload is removed at once by its request; this takes
 * the ones whose sender never came back, and leftovers of a crash between the two files.
 */
export async function sweepResumableUploads(
  directory: string,
  now = Date.now(),
): Promise<ResumableSweepResult> {
  const result: ResumableSweepResult = { uploads: 0, bytes: 0 };
  const names = await readdir(directory).catch(() => [] as string[]);
  const groups = new Map<string, { files: string[]; touchedMs: number; bytes: number }>();
  for (const name of names) {
    const id = name.replace(/\.json$/, '');
    const info = await stat(path.join(directory, name)).catch(() => null);
    if (!info?.isFile()) continue;
    const group = groups.get(id) ?? { files: [], touchedMs: 0, bytes: 0 };
    group.files.push(name);
    group.touchedMs = Math.max(group.touchedMs, info.mtimeMs);
    group.bytes += info.size;
    groups.set(id, group);
  }
  for (const group of groups.values()) {
    if (now - group.touchedMs <= RESUMABLE_UPLOAD_EXPIRY_MS) continue;
    for (const name of group.files) await rm(path.join(directory, name), { force: true });
    result.uploads += 1;
    result.bytes += group.bytes;
  }
  return result;
}
