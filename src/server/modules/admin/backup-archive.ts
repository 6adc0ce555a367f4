import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { Database } from '../../db/client.js';
import { buildManifest, MANIFEST_ENTRY } from './backup-manifest.js';
import { settingRowLines } from './backup.repository.js';
import { SECRET_SETTING_KEYS, SECRETS_ENTRY, sealSecrets } from './backup-secrets.js';
import { dumpTable, listTables, type DumpTable } from './table-dump.repository.js';
import type { Storage } from '../../storage/storage.js';

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

/** The dump of a table without its secret rows (only system settings hold any). */
async function* withoutSecrets(db: Database, table: DumpTable): AsyncGenerator<Buffer> {
  if (table.name !== 'system_settings') {
    yield* dumpTable(db, table);
    return;
  }
  for await (const chunk of dumpTable(db, table)) {
    const kept = chunk
      .toString('utf8')
      .split('\n')
      .filter((line) => {
        if (!line) return false;
        const row = JSON.parse(line) as { key: string };
        return !SECRET_SETTING_KEYS.includes(row.key);
      });
    if (kept.length) yield Buffer.from(kept.map((line) => `${line}\n`).join(''));
  }
}

/** The secret settings' rows as the dump writes rows (a handful at most). */
async function secretRows(db: Database) {
  const lines = await settingRowLines(db, SECRET_SETTING_KEYS);
  return { system_settings: lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/**
 * Backup All Content: a ZIP streamed as it is written, holding `manifest.json` (format,
 * migration level, how secrets were kept), `database/<table>.jsonl` for every table (rows read
 * in batches) and `uploads/<key>` for every stored file (on disk or in the object store). Entries are produced lazily, one
 * after another, so memory stays flat for any size. Audio is stored without compression (it is
 * compressed already); the JSON is deflated. Secret settings (SMTP password) are never in the
 * table dumps: with a backup key they go sealed into `secrets.json`, without one they are left
 * out. `npm run backup:restore` reads it back (backup-restore.ts).
 */
export async function backupArchive(deps: {
  db: Database;
  storage: Storage;
  backupKey: Buffer | undefined;
  log: WarnLog;
}): Promise<Readable> {
  const manifest = await buildManifest(deps.db, deps.backupKey !== undefined);
  const secrets = deps.backupKey ? sealSecrets(await secretRows(deps.db), deps.backupKey) : null;
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  // A failed read (database gone mid-dump) cuts the download instead of leaving it hanging.
  zip.on('error', (error: unknown) => {
    deps.log.warn({ err: error }, 'the backup failed while streaming');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), MANIFEST_ENTRY);
  if (secrets) zip.addBuffer(Buffer.from(secrets), SECRETS_ENTRY);
  const tables = await listTables(deps.db);
  for (const table of tables) {
    zip.addReadStreamLazy(`database/${table.name}.jsonl`, (done) =>
      done(null, Readable.from(withoutSecrets(deps.db, table))),
    );
  }
  // Listing runs ahead of the writer; a file deleted in between becomes an empty entry.
  void (async () => {
    try {
      for await (const file of deps.storage.list()) {
        zip.addReadStreamLazy(`uploads/${file.key}`, { compress: false }, (done) => {
          deps.storage.stat(file.key).then(
            (found) => {
              if (found) return done(null, deps.storage.get(file.key));
              deps.log.warn({ key: file.key }, 'a file vanished during the backup');
              done(null, Readable.from([]));
            },
            // The store not answering fails the backup: an archive missing files must not pass.
            (error: unknown) => done(error, Readable.from([])),
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
