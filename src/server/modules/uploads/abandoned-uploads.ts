import { ABANDONED_UPLOAD_AGE_MS, type CleanupResult } from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import type { Storage, StoredFile } from '../../storage/storage.js';
import { uploadsRepository, type UploadsRepository } from './uploads.repository.js';

// Only names we generate are candidates; any other file is left alone, whatever wrote it.
const AUDIO_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;
const PICTURE_KEY = /^profile-pictures\/[a-f0-9]{32}\.(jpg|png|gif|webp)$/;
const PROBE_KEY = /^health-probe-[\w-]+$/;
const BATCH = 500;

/** Of `keys`, those a database row still points at (audio files, profile pictures). */
async function referencedKeys(repo: UploadsRepository, keys: string[]): Promise<Set<string>> {
  const audioKeys = keys.filter((key) => AUDIO_KEY.test(key));
  const pictureUrls = keys.filter((key) => PICTURE_KEY.test(key)).map((key) => `/uploads/${key}`);
  const found = new Set<string>();
  if (audioKeys.length) {
    for (const key of await repo.audioNamesInUse(audioKeys)) found.add(key);
  }
  if (pictureUrls.length) {
    for (const url of await repo.pictureUrlsInUse(pictureUrls)) {
      found.add(url.slice('/uploads/'.length));
    }
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
  deps: { db: Database; storage: Storage },
  now = Date.now(),
): Promise<CleanupResult> {
  const repo = uploadsRepository(deps.db);
  const result: CleanupResult = { files: 0, bytes: 0 };
  let batch: StoredFile[] = [];
  const flush = async () => {
    const candidates = batch;
    batch = [];
    const keep = await referencedKeys(
      repo,
      candidates.map((file) => file.key),
    );
    for (const file of candidates) {
      if (keep.has(file.key)) continue;
      await deps.storage.delete(file.key);
      result.files += 1;
      result.bytes += file.size;
    }
  };
  for await (const file of deps.storage.list()) {
    const old = now - file.modifiedMs > ABANDONED_UPLOAD_AGE_MS;
    const ours = AUDIO_KEY.test(file.key) || PICTURE_KEY.test(file.key) || PROBE_KEY.test(file.key);
    if (!old || !ours) continue;
    batch.push(file);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length) await flush();
  return result;
}
