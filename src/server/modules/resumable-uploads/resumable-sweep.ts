import type { ResumableSweepResult } from './resumable-disk-sweep.js';
import type { Database } from '../../db/client.js';
import type { Storage } from '../../storage/storage.js';
import { resumableStore } from './resumable-store.js';
import { resumableUploadsRepository } from './resumable-uploads.repository.js';

/**
 * The periodic job (scheduler.ts) and the start-up sweep: the partial bytes of uploads
 * abandoned past their expiry, wherever the storage keeps them (disk or object store), and
 * their records.
 */
export async function sweepAbandonedResumableUploads(deps: {
  db: Database;
  storage: Storage;
}): Promise<ResumableSweepResult> {
  const store = await resumableStore(deps.storage);
  const [swept] = await Promise.all([store.sweep(), resumableUploadsRepository(deps.db).sweep()]);
  return swept;
}
