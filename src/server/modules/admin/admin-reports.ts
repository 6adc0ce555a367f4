import type { AdminHealth, AdminReport } from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import {
  adminReportsRepository,
  REPORT_BATCH_ROWS,
  type ContentUsageRow,
  type ReportKey,
  type UserActivityRow,
} from './admin-reports.repository.js';
import { csvLines, toCsv, type CsvValue } from './csv.js';

type ReportsRepository = ReturnType<typeof adminReportsRepository>;

// The drivers disagree on timestamps in raw rows (PGlite: Date, postgres-js: text).
const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * A report as CSV text chunks: the header, then each batch of rows, each batch read after the
 * previous batch's last key.
 */
async function* batchedCsv<R extends ReportKey>(
  header: readonly string[],
  batch: (after: R | null) => Promise<R[]>,
  toRow: (row: R) => CsvValue[],
): AsyncGenerator<string> {
  yield csvLines([header]);
  let after: R | null = null;
  for (;;) {
    const rows = await batch(after);
    if (rows.length > 0) yield csvLines(rows.map(toRow));
    if (rows.length < REPORT_BATCH_ROWS) return;
    after = rows[rows.length - 1]!;
  }
}

function userActivity(repo: ReportsRepository): AsyncGenerator<string> {
  return batchedCsv<UserActivityRow>(
    [
      'email',
      'name',
      'role',
      'status',
      'registered_at',
      'projects',
      'songs_uploaded',
      'last_active_at',
    ],
    (after) => repo.userActivity(after),
    (r) => [
      r.email,
      r.name,
      r.role,
      r.status,
      iso(r.registered_at),
      r.projects,
      r.songs_uploaded,
      iso(r.last_active_at),
    ],
  );
}

function contentUsage(repo: ReportsRepository): AsyncGenerator<string> {
  return batchedCsv<ContentUsageRow>(
    [
      'project',
      'artist',
      'owner_email',
      'status',
      'tracks',
      'plays',
      'storage_bytes',
      'created_at',
    ],
    (after) => repo.contentUsage(after),
    (r) => [
      r.title,
      r.artist,
      r.owner_email,
      r.status,
      r.tracks,
      r.plays,
      Number(r.storage_bytes),
      iso(r.created_at),
    ],
  );
}

function systemPerformance(health: AdminHealth, storageUsedBytes: number): string {
  const memory = process.memoryUsage();
  const rows: [string, string | number | null][] = [
    ['generated_at', new Date().toISOString()],
    ['status', health.status],
    ['server_uptime_seconds', health.server.uptimeSeconds],
    ['node_version', health.server.nodeVersion],
    ['database_status', health.database.status],
    ['database_latency_ms', health.database.latencyMs],
    ['memory_rss_bytes', memory.rss],
    ['memory_heap_used_bytes', memory.heapUsed],
    ['storage_status', health.storage.status],
    ['storage_used_bytes', storageUsedBytes],
    ['storage_free_bytes', health.storage.freeBytes],
    ['storage_total_bytes', health.storage.totalBytes],
    ['email_status', health.email.status],
    ['email_transport', health.email.transport],
  ];
  return toCsv(['metric', 'value'], rows);
}

/** The Analytics tab's three reports, as CSV text written chunk by chunk. */
export async function* buildReport(
  report: AdminReport,
  deps: { db: Database; health: () => Promise<AdminHealth>; storageUsed: () => Promise<number> },
): AsyncGenerator<string> {
  if (report === 'user-activity') {
    yield* userActivity(adminReportsRepository(deps.db));
  } else if (report === 'content-usage') {
    yield* contentUsage(adminReportsRepository(deps.db));
  } else {
    const [health, used] = await Promise.all([deps.health(), deps.storageUsed()]);
    yield systemPerformance(health, used);
  }
}
