// Helpers for the backup tests: a downloaded backup on disk, its entries, and a brand-new
// empty target (database + data folder) to restore into, on PGlite or on the PostgreSQL server.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import yazl from 'yazl';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { localStorage } from '../storage/local-storage.js';
import { MANIFEST_ENTRY, type BackupManifest } from '../modules/admin/backup-manifest.js';
import { openBackupZip } from '../modules/admin/backup-zip.js';

/** The SMTP password both backup tests set, and look for in the backup (it must not be there). */
export const SMTP_PASSWORD = 'smtp-Pa55word-never-in-a-backup';

/** Sets an SMTP server with SMTP_PASSWORD as the admin, then downloads a backup (its path). */
export async function backupWithSmtpSecret(app: FastifyInstance, adminCookie: string) {
  const settings = await app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    headers: { cookie: adminCookie },
    payload: { smtpHost: 'smtp.example.com', smtpUser: 'mailer', smtpPassword: SMTP_PASSWORD },
  });
  if (settings.statusCode !== 200) throw new Error(`settings answered ${settings.statusCode}`);
  return downloadBackup(app, adminCookie);
}

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
    audioAnalysisBackfill: false,
    ...overrides,
  };
  const app = await buildApp({
    config,
    db: target.database.db,
    listen: target.database.listen,
    jobSql: target.database.jobSql,
    storage: localStorage(target.uploadsDir),
    clientDir: path.join(target.dataDir, 'no-client'),
  });
  await app.ready();
  return app;
}

/** A copy of the backup at `file` with its entries changed by `edit`. */
export async function editedBackup(file: string, edit: (entries: Map<string, Buffer>) => void) {
  const entries = await entriesOf(file);
  edit(entries);
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of entries) zip.addBuffer(bytes, name);
  zip.end();
  const edited = path.join(path.dirname(file), `edited-${randomBytes(4).toString('hex')}.zip`);
  await writeFile(edited, await buffer(zip.outputStream));
  return edited;
}

/** A copy of the backup at `file` with its manifest changed by `edit`. */
export const withManifest = (file: string, edit: (m: BackupManifest) => BackupManifest) =>
  editedBackup(file, (entries) => {
    const manifest = JSON.parse(entries.get(MANIFEST_ENTRY)!.toString()) as BackupManifest;
    entries.set(MANIFEST_ENTRY, Buffer.from(JSON.stringify(edit(manifest))));
  });

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');

/** `npm run backup:restore -- FILE` as a child process with the given environment. */
export async function restoreCommand(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...base } = process.env;
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/backup-restore.ts', ...args],
      { cwd: root, env: { ...base, LOG_LEVEL: 'warn', ...env }, timeout: 120_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
