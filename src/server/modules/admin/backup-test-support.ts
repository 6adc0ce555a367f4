// Helpers for the backup tests: a downloaded backup on disk, its entries, and a brand-new
// empty target (database + data folder) to restore into, on PGlite or on the PostgreSQL server.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../../app.js';
import { loadConfig, type AppConfig } from '../../config.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { localStorage } from '../../storage/local-storage.js';
import { openBackupZip } from './backup-zip.js';

/** GET /api/admin/backup as `cookie`, saved to a temporary file; answers its path. */
export async function downloadBackup(app: FastifyInstance, cookie: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/admin/backup', headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`backup answered ${res.statusCode}: ${res.body}`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-backup-'));
  const file = path.join(dir, 'backup.zip');
  await writeFile(file, res.rawPayload);
  return file;
}

/** Every entry of the ZIP at `file`, decompressed: name → bytes. */
export async function entriesOf(file: string): Promise<Map<string, Buffer>> {
  const zip = await openBackupZip(file);
  try {
    const entries = new Map<string, Buffer>();
    for (const name of zip.names()) entries.set(name, await buffer(await zip.open(name)));
    return entries;
  } finally {
    zip.close();
  }
}

/** A newly created, empty database on the server in DATABASE_URL; `drop()` removes it. */
export async function freshPostgresDatabase(serverUrl: string) {
  const name = `trackroom_restore_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

export interface RestoreTarget {
  database: DatabaseHandle;
  dataDir: string;
  uploadsDir: string;
  close(): Promise<void>;
}

/**
 * A new, empty, never migrated target: an empty DATA_DIR with the embedded database in it, or
 * (TEST_DATABASE=postgres) a newly created database on the server in DATABASE_URL.
 */
export async function freshTarget(): Promise<RestoreTarget> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-restore-'));
  const uploadsDir = path.join(dataDir, 'uploads');
  const serverUrl = process.env.DATABASE_URL;
  if (process.env.TEST_DATABASE === 'postgres' && serverUrl) {
    const created = await freshPostgresDatabase(serverUrl);
    const database = await openDatabase({ kind: 'postgres', url: created.url });
    return {
      database,
      dataDir,
      uploadsDir,
      async close() {
        await database.close();
        await created.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  return {
    database,
    dataDir,
    uploadsDir,
    async close() {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app started on a restored target, as `npm start` would on that data. */
export async function appOn(
  target: RestoreTarget,
  overrides: Partial<AppConfig> = {},
): Promise<FastifyInstance> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir: target.dataDir,
    seedDemo: false,
    ...overrides,
  };
  const app = await buildApp({
    config,
    db: target.database.db,
    listen: target.database.listen,
    storage: localStorage(target.uploadsDir),
    clientDir: path.join(target.dataDir, 'no-client'),
  });
  await app.ready();
  return app;
}
