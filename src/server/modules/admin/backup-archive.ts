import { open } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { Database } from '../../db/client.js';
import { dumpTable, listTables } from './table-dump.js';
import { uploadFiles } from './upload-files.js';

interface WarnLog {
  warn(object: object, message: string): void;
}

/** The archive's file name, dated: trackroom-backup-2025-06-01T10-00-00Z.zip */
export function backupFileName(now: Date): string {
  return `trackroom-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.zip`;
}

/**
 * Backup All Content: a ZIP streamed as it is written, holding `database/<table>.jsonl` for
 * every table (rows read in batches) and `uploads/<key>` for every file on disk. Entries are
 * produced lazily, one after another, so memory stays flat for any size. Audio is stored
 * without compression (it is compressed already); the JSON is deflated.
 */
export async function backupArchive(deps: {
  db: Database;
  uploadsDir: string;
  log: WarnLog;
}): Promise<Readable> {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  // A failed read (database gone mid-dump) cuts the download instead of leaving it hanging.
  zip.on('error', (error: unknown) => {
    deps.log.warn({ err: error }, 'the backup failed while streaming');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const tables = await listTables(deps.db);
  for (const table of tables) {
    zip.addReadStreamLazy(`database/${table.name}.jsonl`, (done) =>
      done(null, Readable.from(dumpTable(deps.db, table))),
    );
  }
  // Listing runs ahead of the writer; a file deleted in between becomes an empty entry.
  void (async () => {
    try {
      for await (const file of uploadFiles(deps.uploadsDir)) {
        zip.addReadStreamLazy(`uploads/${file.key}`, { compress: false }, (done) => {
          open(path.join(deps.uploadsDir, file.key)).then(
            (handle) => done(null, handle.createReadStream()),
            (error: unknown) => {
              deps.log.warn({ key: file.key, err: error }, 'a file vanished during the backup');
              done(null, Readable.from([]));
            },
          );
        });
      }
    } catch (error) {
      deps.log.warn({ err: error }, 'listing the uploads for the backup failed');
    } finally {
      zip.end();
    }
  })();
  return output;
}
