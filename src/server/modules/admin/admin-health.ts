import { statfs } from 'node:fs/promises';
import type { AdminHealth, HealthStatus } from '../../../shared/schemas/admin.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { pingDatabase } from '../../db/ping.js';
import type { Storage } from '../../storage/storage.js';
import { mailRoute, verifySmtp } from '../../mail/configured-mailer.js';
import { outboxDirOf } from '../../mail/mailer.js';

/** A database answering slower than this is flagged (one select 1 normally takes < 5 ms). */
const SLOW_DATABASE_MS = 1_000;
/** Less free disk than this is flagged: uploads would soon start failing. */
const LOW_DISK_BYTES = 1024 ** 3;
/** An SMTP check (a TCP + TLS + login round) is reused this long: dashboards poll. */
const SMTP_CHECK_TTL_MS = 60_000;

const ORDER: HealthStatus[] = ['online', 'warning', 'offline'];
/** The worst of several statuses. */
export const worstStatus = (statuses: HealthStatus[]): HealthStatus =>
  ORDER[Math.max(0, ...statuses.map((status) => ORDER.indexOf(status)))]!;

const smtpChecks = new Map<
  string,
  { at: number; result: Promise<{ ok: boolean; error?: string }> }
>();

function checkSmtp(url: string, now: number) {
  const cached = smtpChecks.get(url);
  if (cached && now - cached.at < SMTP_CHECK_TTL_MS) return cached.result;
  const result = verifySmtp(url);
  smtpChecks.set(url, { at: now, result });
  return result;
}

async function databaseCheck(db: Database): Promise<AdminHealth['database']> {
  const started = performance.now();
  try {
    await pingDatabase(db);
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return { status: latencyMs > SLOW_DATABASE_MS ? 'warning' : 'online', latencyMs, error: null };
  } catch (error) {
    return {
      status: 'offline',
      latencyMs: null,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

async function storageCheck(storage: Storage, uploadsDir: string): Promise<AdminHealth['storage']> {
  const writable = await storage.isWritable();
  // An object store has no free-space figure: its reachability (a write and a delete) is all.
  const space = storage.kind === 'disk' ? await statfs(uploadsDir).catch(() => null) : null;
  const freeBytes = space ? space.bavail * space.bsize : null;
  const totalBytes = space ? space.blocks * space.bsize : null;
  const low = freeBytes !== null && freeBytes < LOW_DISK_BYTES;
  return {
    status: !writable ? 'offline' : low ? 'warning' : 'online',
    writable,
    kind: storage.kind,
    freeBytes,
    totalBytes,
  };
}

async function emailCheck(db: Database, config: AppConfig): Promise<AdminHealth['email']> {
  const route = await mailRoute(db, config);
  // Without SMTP every message is still written, as a file nobody receives: worth a warning.
  if (!route.url)
    return { status: 'warning', transport: 'outbox', outboxDir: outboxDirOf(config), error: null };
  const result = await checkSmtp(route.url, Date.now());
  return {
    status: result.ok ? 'online' : 'offline',
    transport: route.source,
    outboxDir: null,
    error: result.ok ? null : (result.error ?? 'The SMTP server did not answer'),
  };
}

/** The Dashboard's System Health: database, server, storage and e-mail, checked for real. */
export async function checkHealth(deps: {
  db: Database;
  storage: Storage;
  config: AppConfig;
  uploadsDir: string;
}): Promise<AdminHealth> {
  const [database, storage, email] = await Promise.all([
    databaseCheck(deps.db),
    storageCheck(deps.storage, deps.uploadsDir),
    emailCheck(deps.db, deps.config),
  ]);
  const server: AdminHealth['server'] = {
    status: 'online',
    uptimeSeconds: Math.round(process.uptime()),
    nodeVersion: process.version,
  };
  return {
    status: worstStatus([database.status, server.status, storage.status, email.status]),
    checkedAt: new Date().toISOString(),
    database,
    server,
    storage,
    email,
  };
}
