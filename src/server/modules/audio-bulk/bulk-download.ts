import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { can } from '../../../shared/permissions.js';
import type { Database } from '../../db/client.js';
import { addLazyEntry } from '../../lib/zip-sources.js';
import type { Storage } from '../../storage/storage.js';
import { readChosenFiles } from '../audio/index.js';
import { extensionOf, safeSegment, ZipPathAllocator } from '../account-settings/index.js';
import { checkEvery } from './audio-bulk.service.js';

/**
 * The chosen songs' files as one ZIP, named by their titles ("Demo.wav", "Demo (2).wav"). Every
 * id must be a file the caller may see (else 404 or 403 naming the offending ids, before any
 * byte is sent). Each file is read from storage only when the archive reaches it and stored as
 * is (audio is already compressed), so memory stays flat whatever the songs weigh.
 */
export async function bulkDownload(
  deps: { db: Database; storage: Storage },
  caller: { profileId: string },
  ids: string[],
): Promise<Readable> {
  const files = checkEvery(ids, await readChosenFiles(deps.db, caller.profileId, ids), (file) =>
    can(file.role, 'project.see'),
  );
  const paths = new ZipPathAllocator();
  const zip = new ZipFile();
  const stream = zip.outputStream as Readable;
  // A file that fails mid-way (deleted, disk error) ends the download as failed, not hung.
  zip.on('error', (error: Error) => stream.destroy(error));
  for (const file of files) {
    const extension = extensionOf(file.filename) || extensionOf(file.originalName);
    const path = paths.claim([], safeSegment(file.title, 'Song'), extension);
    addLazyEntry(zip, path, { mtime: file.createdAt, compress: false }, () =>
      deps.storage.get(file.filename),
    );
  }
  zip.end();
  return stream;
}
