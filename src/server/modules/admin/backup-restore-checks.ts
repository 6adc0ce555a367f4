import type { DatabaseHandle } from '../../db/client.js';
import { firstNonEmptyTable, writableColumns } from './backup-load.js';
import {
  backupManifestSchema,
  MANIFEST_ENTRY,
  type BackupManifest,
  type MigrationEntry,
} from './backup-manifest.js';
import { openSecrets, SECRETS_ENTRY, type SecretRows } from './backup-secrets.js';
import type { BackupZip } from './backup-zip.js';
import type { Storage } from '../../storage/storage.js';

// What a restore checks before it writes anything (backup-restore.ts runs them in turn).

/** A restore refused before anything was written, with the reason to show as is. */
export class RestoreError extends Error {}

const REENTER_SMTP = 'enter the SMTP password again under Admin → System (if e-mail used one)';

/** The backup's manifest; null for a backup made before manifests existed. */
export async function readManifest(zip: BackupZip): Promise<BackupManifest | null> {
  // Backups made before the manifest existed hold tables and uploads only.
  if (!zip.has(MANIFEST_ENTRY)) return null;
  const parsed = backupManifestSchema.safeParse(JSON.parse(await zip.readText(MANIFEST_ENTRY)));
  if (!parsed.success) throw new RestoreError(`${MANIFEST_ENTRY} is not one this version reads`);
  return parsed.data;
}

/** The backup's migration among the code's, refusing one this code does not know. */
export function backupMigration(manifest: BackupManifest | null, code: MigrationEntry[]) {
  const latest = manifest?.migration.latest;
  if (latest === undefined || latest === null) return null;
  const found = code.find((entry) => entry.when === latest);
  if (found) return found;
  const newest = code[code.length - 1];
  throw new RestoreError(
    newest && latest > newest.when
      ? `The backup comes from a newer Trackroom (its database has ${manifest!.migration.count} migrations, this code knows ${code.length}). Update Trackroom, then restore.`
      : 'The backup was made by a Trackroom whose migrations this code does not know.',
  );
}

/** The backup's secret rows opened with `key`, or none (and a note saying what to re-enter). */
export async function sealedSecrets(
  zip: BackupZip,
  manifest: BackupManifest | null,
  key: Buffer | undefined,
  notes: string[],
): Promise<SecretRows> {
  if (!zip.has(SECRETS_ENTRY)) {
    if (manifest?.secrets === 'omitted') {
      notes.push(
        `The backup was made without BACKUP_KEY, so it holds no secrets: ${REENTER_SMTP}.`,
      );
    }
    return {};
  }
  if (!key) {
    notes.push(
      `BACKUP_KEY is not set, so the backup's sealed secrets were not restored: ${REENTER_SMTP}.`,
    );
    return {};
  }
  const rows = openSecrets(await zip.readText(SECRETS_ENTRY), key);
  if (!rows) {
    throw new RestoreError(
      "BACKUP_KEY does not open this backup's secrets: set the key it was made with, or unset BACKUP_KEY to restore without them.",
    );
  }
  return rows;
}

/** Refuses a storage with any file and a database with any row. */
export async function refuseNonEmpty(database: DatabaseHandle, storage: Storage): Promise<void> {
  for await (const file of storage.list()) {
    const where = storage.kind === 'disk' ? 'data directory' : 'bucket (or key prefix)';
    throw new RestoreError(
      `The storage is not empty (it holds ${file.key}): restore into an empty ${where}.`,
    );
  }
  const table = await firstNonEmptyTable(database.db, (await writableColumns(database.db)).keys());
  if (table) {
    throw new RestoreError(
      `The target database is not empty (table ${table} has rows): restore into a new database, or an empty DATA_DIR.`,
    );
  }
}
