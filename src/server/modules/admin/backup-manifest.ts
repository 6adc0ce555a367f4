import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { migrationsFolder, type DbExecutor } from '../../db/client.js';
import { migrationLevel } from './backup.repository.js';

/** The ZIP entry that says what the backup holds; written first. */
export const MANIFEST_ENTRY = 'manifest.json';
const FORMAT = 1;

export const backupManifestSchema = z.object({
  format: z.literal(FORMAT),
  createdAt: z.string(),
  /** The database's last applied migration (its journal `when`), null when none ran. */
  migration: z.object({ count: z.number().int(), latest: z.number().nullable() }),
  /** `encrypted`: in secrets.json under BACKUP_KEY; `omitted`: not in the backup at all. */
  secrets: z.enum(['encrypted', 'omitted']),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

export interface MigrationEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The migrations this code carries, oldest first (drizzle-kit's journal). */
export async function codeMigrations(folder = migrationsFolder): Promise<MigrationEntry[]> {
  const journal = JSON.parse(
    await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: MigrationEntry[] };
  return journal.entries;
}

/** The manifest of a backup being written now. */
export async function buildManifest(db: DbExecutor, sealed: boolean): Promise<BackupManifest> {
  return {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    migration: await migrationLevel(db),
    secrets: sealed ? 'encrypted' : 'omitted',
  };
}
