import { opendir, stat } from 'node:fs/promises';
import path from 'node:path';
import { RESUMABLE_FOLDER } from './partial-files.js';

export interface UploadFile {
  /** The storage key: the path under the uploads folder, with forward slashes. */
  key: string;
  size: number;
  modifiedMs: number;
}

/** Every file under `root` (recursively), read from disk; a missing folder has none. */
export async function* uploadFiles(root: string, prefix = ''): AsyncGenerator<UploadFile> {
  let dir;
  try {
    dir = await opendir(path.join(root, prefix));
  } catch {
    return;
  }
  for await (const entry of dir) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    // Resumable uploads in progress are no stored file (not backed up, not swept as orphans):
    // their own sweep takes them (modules/resumable-uploads/resumable-sweep.ts).
    if (!prefix && entry.name === RESUMABLE_FOLDER) continue;
    if (entry.isDirectory()) {
      yield* uploadFiles(root, key);
    } else if (entry.isFile()) {
      // Gone between listing and stat (deleted meanwhile): nothing to count.
      const info = await stat(path.join(root, key)).catch(() => null);
      if (info) yield { key, size: info.size, modifiedMs: info.mtimeMs };
    }
  }
}

/** Storage used on disk: the sizes of every file under the uploads folder, measured. */
export async function diskUsage(root: string): Promise<number> {
  let bytes = 0;
  for await (const file of uploadFiles(root)) bytes += file.size;
  for await (const file of uploadFiles(path.join(root, RESUMABLE_FOLDER))) bytes += file.size;
  return bytes;
}
