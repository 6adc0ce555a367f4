import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { createPglite } from '../db/pglite.js';
import { templatePath } from './pglite-template.js';
import { createFromTemplate } from './postgres-template.js';

/**
 * A fresh, migrated database for one test file: PGlite restored from a migrated template
 * (~0.5 s instead of 3–5 s), or a uniquely named copy of the migrated template database on
 * the server in DATABASE_URL when TEST_DATABASE=postgres. The returned close() drops what it created.
 */
export type TestDatabaseHandle = DatabaseHandle & {
  /** The database's URL when it is on a PostgreSQL server (a second connection can open it). */
  url?: string;
};

export async function openTestDatabase(): Promise<TestDatabaseHandle> {
  if (process.env.TEST_DATABASE === 'postgres') return openPostgresTestDatabase();
  const template = templatePath();
  const hasTemplate = existsSync(template);
  const client = hasTemplate
    ? createPglite(undefined, { loadDataDir: new Blob([await readFile(template)]) })
    : createPglite();
  const handle = await openDatabase({ kind: 'pglite', client });
  if (!hasTemplate) await handle.migrate();
  return handle;
}

async function openPostgresTestDatabase(): Promise<TestDatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  const name = `trackroom_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const copied = await createFromTemplate(admin, name);
  if (!copied) await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  if (!copied) await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
