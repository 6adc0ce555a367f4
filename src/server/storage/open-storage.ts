import path from 'node:path';
import { localStorage } from './local-storage.js';
import type { Storage } from './storage.js';
import type { S3Location } from './storage-url.js';

/** The uploads folder under DATA_DIR: the files on disk, and the resumable uploads' area. */
export const uploadsFolder = (dataDir: string) => path.join(dataDir, 'uploads');

/**
 * The storage the configuration names: the object store of STORAGE_URL, else local disk under
 * DATA_DIR/uploads. The one place a server, a script or the restore command gets its storage.
 */
export async function openStorage(config: {
  dataDir: string;
  objectStore: S3Location | undefined;
}): Promise<Storage> {
  if (!config.objectStore) return localStorage(uploadsFolder(config.dataDir));
  // A dynamic import: a server on disk never loads the AWS SDK.
  const { s3Storage } = await import('./s3-storage.js');
  return s3Storage(config.objectStore);
}
