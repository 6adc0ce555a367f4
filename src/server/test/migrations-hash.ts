import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../db/client.js';

/** A short hash of the migrations journal: it names the migrated test templates. */
export function migrationsHash(): string {
  const journal = readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'));
  return createHash('sha256').update(journal).digest('hex').slice(0, 16);
}
