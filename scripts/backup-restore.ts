// `npm run backup:restore -- FILE`: restores a Backup All Content ZIP (Admin → Content) into
// an empty database and storage: DATABASE_URL when set, else the embedded database under
// DATA_DIR, and the object store of STORAGE_URL when set, else DATA_DIR/uploads. BACKUP_KEY opens the backup's sealed secrets (SMTP password).
// Run it before the first start of the server on that data (with the embedded database, the
// server must be stopped: PGlite admits one process at a time).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RestoreError } from '../src/server/modules/admin/backup-restore-checks.js';
import { restoreBackup } from '../src/server/modules/admin/backup-restore.js';
import { openStorage, uploadsFolder } from '../src/server/storage/open-storage.js';
import { fail, openConfiguredDatabase, runOperatorCommand } from './operator-command.js';

const USAGE = 'Usage: npm run backup:restore -- trackroom-backup-….zip';

function readFile(): string {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ allowPositionals: true, strict: true }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (positionals.length !== 1) fail(USAGE);
  return path.resolve(positionals[0]!);
}

async function main(): Promise<void> {
  const file = readFile();
  const { config, database } = await openConfiguredDatabase();
  const storage = await openStorage(config);
  const filesWhere = config.objectStore
    ? `s3://${config.objectStore.bucket}/${config.objectStore.prefix}`
    : uploadsFolder(config.dataDir);
  try {
    const summary = await restoreBackup({
      file,
      database,
      storage,
      backupKey: config.backupKey,
    });
    const rows = summary.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Restored ${path.basename(file)} into ${database.kind === 'postgres' ? 'the PostgreSQL database in DATABASE_URL' : path.join(config.dataDir, 'db')}:`,
    );
    for (const table of summary.tables) console.log(`  ${table.name}: ${table.rows} rows`);
    console.log(`  ${rows} rows in ${summary.tables.length} tables`);
    console.log(`  ${summary.files} files (${summary.bytes} bytes) into ${filesWhere}`);
    console.log(
      `  migrations: ${summary.migratedFrom ?? 'unknown (a backup without a manifest)'} → ${summary.migratedTo}`,
    );
    if (summary.secretsRestored) {
      console.log(
        `  ${summary.secretsRestored} sealed secrets (SMTP password) opened with BACKUP_KEY`,
      );
    }
    for (const note of summary.notes) console.log(`Note: ${note}`);
  } catch (error) {
    if (error instanceof RestoreError) fail(`Nothing was restored: ${error.message}`);
    throw error;
  } finally {
    await database.close();
  }
}

runOperatorCommand(main);
