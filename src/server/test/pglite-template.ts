import { mkdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { createPglite } from '../db/pglite.js';
import { migrationsHash } from './migrations-hash.js';
import { preparePostgresTemplate } from './postgres-template.js';

/** Where the migrated template for the current migrations lives (named by their hash). */
export function templatePath(): string {
  return path.join(os.tmpdir(), 'trackroom-test', `pglite-template-${migrationsHash()}.tar`);
}

/**
 * Vitest global setup for API tests: migrate one database and keep it as the template every
 * test file copies (a PGlite dump, or a template database on the PostgreSQL server).
 */
export default async function setup(): Promise<void> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
    await preparePostgresTemplate(serverUrl);
    return;
  }
  const client = createPglite();
  const handle = await openDatabase({ kind: 'pglite', client });
  await handle.migrate();
  const dump = await client.dumpDataDir('none');
  const target = templatePath();
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, target);
  await handle.close();
}
