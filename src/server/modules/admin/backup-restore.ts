import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { migrationsFolder, type DatabaseHandle } from '../../db/client.js';
import { partialWriter } from '../../storage/partial-files.js';
import type { Storage } from '../../storage/storage.js';
import { loadOrder, loadTable, writableColumns } from './backup-load.js';
import { codeMigrations, type MigrationEntry } from './backup-manifest.js';
import { migrationLevel } from './backup.repository.js';
import {
  backupMigration,
  readManifest,
  refuseNonEmpty,
  RestoreError,
  sealedSecrets,
} from './backup-restore-checks.js';
import { openBackupZip, type BackupZip } from './backup-zip.js';

export interface RestoreSummary {
  tables: { name: string; rows: number }[];
  files: number;
  bytes: number;
  /** Migrations: the backup's last one (null: an old backup without a manifest) and now. */
  migratedFrom: string | null;
  migratedTo: string;
  /** Secret settings (SMTP password) put back from the backup's sealed entry. */
  secretsRestored: number;
  /** What the person restoring should know (secrets not restored, tables skipped). */
  notes: string[];
}

const TABLE_ENTRY = /^database\/([a-z0-9_]+)\.jsonl$/;
const UPLOAD_PREFIX = 'uploads/';

function linesOf(zip: BackupZip, name: string): AsyncIterable<string> {
  return (async function* () {
    yield* createInterface({ input: await zip.open(name), crlfDelay: Infinity });
  })();
}

/** A copy of the migrations folder that stops at `last`: the schema the backup was made on. */
async function migrationsUpTo(code: MigrationEntry[], last: MigrationEntry): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'trackroom-restore-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  const entries = code.filter((entry) => entry.idx <= last.idx);
  for (const entry of entries) {
    await copyFile(
      path.join(migrationsFolder, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  const journal = { version: '7', dialect: 'postgresql', entries };
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

/** Puts the backup's files into storage; returns the keys written, for an undo. */
async function restoreFiles(zip: BackupZip, storage: Storage, restored: string[]) {
  let bytes = 0;
  for (const name of zip.names()) {
    if (!name.startsWith(UPLOAD_PREFIX)) continue;
    const key = name.slice(UPLOAD_PREFIX.length);
    // An upload still being written when the backup ran: never a song's file.
    if (partialWriter(path.basename(key))) continue;
    const { size } = await storage.put(key, await zip.open(name));
    restored.push(key);
    bytes += size;
  }
  return { files: restored.length, bytes };
}

/**
 * Restores a Backup All Content ZIP into an empty database and storage (disk or object store): checks the
 * backup (its migration level, its sealed secrets) before writing anything, migrates the
 * database to the backup's level, puts the files back, loads every table in foreign-key order
 * in one transaction, then runs the newer migrations so an older backup ends on today's schema.
 * A failure while loading leaves the tables empty and removes the restored files, so the same
 * command can run again.
 */
export async function restoreBackup(options: {
  file: string;
  database: DatabaseHandle;
  /** Where the files go back: the disk or object store the server will read them from. */
  storage: Storage;
  backupKey: Buffer | undefined;
}): Promise<RestoreSummary> {
  const { database, storage } = options;
  let zip: BackupZip;
  try {
    zip = await openBackupZip(options.file);
  } catch (error) {
    throw new RestoreError(`Cannot read ${options.file} as a ZIP: ${(error as Error).message}`);
  }
  const notes: string[] = [];
  const restored: string[] = [];
  let temporaryMigrations: string | null = null;
  try {
    const manifest = await readManifest(zip);
    const code = await codeMigrations();
    const fromMigration = backupMigration(manifest, code);
    const secrets = await sealedSecrets(zip, manifest, options.backupKey, notes);
    await refuseNonEmpty(database, storage);

    const target = await migrationLevel(database.db);
    if (fromMigration && (target.latest === null || target.latest <= fromMigration.when)) {
      temporaryMigrations = await migrationsUpTo(code, fromMigration);
      await database.migrate(temporaryMigrations);
    } else {
      await database.migrate();
    }
    const columns = await writableColumns(database.db);
    const inBackup = zip
      .names()
      .map((name) => TABLE_ENTRY.exec(name)?.[1])
      .filter((name): name is string => name !== undefined);
    for (const table of inBackup.filter((name) => !columns.has(name))) {
      notes.push(`Skipped the table ${table}: this version of Trackroom has none by that name.`);
    }
    const order = await loadOrder(
      database.db,
      inBackup.filter((name) => columns.has(name)),
    );

    const files = await restoreFiles(zip, storage, restored);
    const tables: RestoreSummary['tables'] = [];
    let secretsRestored = 0;
    let loading = '';
    await database.db
      .transaction(async (tx) => {
        for (const table of order) {
          loading = table;
          const loaded = await loadTable(
            tx,
            table,
            columns.get(table)!,
            linesOf(zip, `database/${table}.jsonl`),
          );
          tables.push({ name: table, rows: loaded.rows });
          if (loaded.ignoredColumns.length) {
            notes.push(
              `Ignored ${table} columns this version no longer has: ${loaded.ignoredColumns.join(', ')}.`,
            );
          }
        }
        for (const [table, rows] of Object.entries(secrets)) {
          if (!columns.has(table)) continue;
          loading = `${table} (sealed secrets)`;
          secretsRestored += rows.length;
          await loadTable(
            tx,
            table,
            columns.get(table)!,
            rows.map((row) => JSON.stringify(row)),
          );
        }
      })
      .catch((error: unknown) => {
        // Rolled back: the tables are empty again and the files go below, so it can run again.
        throw new RestoreError(
          `Loading ${loading} failed, nothing was kept (no rows, no restored files): ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    await database.migrate();
    const newest = code[code.length - 1]!;
    return {
      tables,
      ...files,
      migratedFrom: fromMigration?.tag ?? null,
      migratedTo: newest.tag,
      secretsRestored,
      notes,
    };
  } catch (error) {
    for (const key of restored) await storage.delete(key);
    throw error;
  } finally {
    zip.close();
    if (temporaryMigrations) await rm(temporaryMigrations, { recursive: true, force: true });
  }
}
