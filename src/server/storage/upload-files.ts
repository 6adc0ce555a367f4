import { opendir, stat } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { ABANDONED_UPLOAD_AGE_MS, type CleanupResult } from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import { audioFiles, profiles } from '../../db/schema/index.js';
import type { Storage } from '../../storage/storage.js';

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
  return bytes;
}

// Only names we generate are candidates; any other file is left alone, whatever wrote it.
const AUDIO_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;
const PICTURE_KEY = /^profile-pictures\/[a-f0-9]{32}\.(jpg|png|gif|webp)$/;
const PROBE_KEY = /^health-probe-[\w-]+$/;
const BATCH = 500;

/** Of `keys`, those a database row still points at (audio files, profile pictures). */
async function referencedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  const audioKeys = keys.filter((key) => AUDIO_KEY.test(key));
  const pictureUrls = keys.filter((key) => PICTURE_KEY.test(key)).map((key) => `/uploads/${key}`);
  const found = new Set<string>();
  if (audioKeys.length) {
    const rows = await db
      .select({ key: audioFiles.filename })
      .from(audioFiles)
      .where(inArray(audioFiles.filename, audioKeys));
    for (const row of rows) found.add(row.key);
  }
  if (pictureUrls.length) {
    const rows = await db
      .select({ url: profiles.profileImageUrl })
      .from(profiles)
      .where(inArray(profiles.profileImageUrl, pictureUrls));
    for (const row of rows) if (row.url) found.add(row.url.slice('/uploads/'.length));
  }
  return found;
}

/**
 * Clean Temporary Files. An upload streams straight to its final name and its row is written
 * once the file is complete (store-and-analyse.ts), so a server that stopped mid-upload leaves
 * a file no row points at; health probes leave files if stopped between write and delete.
 * Such files untouched for an hour are removed (a file still being written is touched with
 * every chunk, so it is never taken).
 */
export async function removeAbandonedUploads(
  deps: { db: Database; storage: Storage; uploadsDir: string },
  now = Date.now(),
): Promise<CleanupResult> {
  const result: CleanupResult = { files: 0, bytes: 0 };
  let batch: UploadFile[] = [];
  const flush = async () => {
    const candidates = batch;
    batch = [];
    const keep = await referencedKeys(
      deps.db,
      candidates.map((file) => file.key),
    );
    for (const file of candidates) {
      if (keep.has(file.key)) continue;
      await deps.storage.delete(file.key);
      result.files += 1;
      result.bytes += file.size;
    }
  };
  for await (const file of uploadFiles(deps.uploadsDir)) {
    const old = now - file.modifiedMs > ABANDONED_UPLOAD_AGE_MS;
    const ours = AUDIO_KEY.test(file.key) || PICTURE_KEY.test(file.key) || PROBE_KEY.test(file.key);
    if (!old || !ours) continue;
    batch.push(file);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length) await flush();
  return result;
}
