import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder, openDatabase } from '../db/client.js';
import { createPglite } from '../db/pglite.js';

/** Where the migrated template for the current migrations lives (named by their hash). */
export function templatePath(): string {
  const journal = readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'));
  const hash = createHash('sha256').update(journal).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), 'trackroom-test', `pglite-template-${hash}.tar`);
}

/** Vitest global setup for API tests: migrate one PGlite database and dump it for every file. */
export default async function setup(): Promise<void> {
  if (process.env.TEST_DATABASE === 'postgres') return;
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
