import { sql, type SQL } from 'drizzle-orm';
import type { AdminHealth, AdminReport } from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import { rowsOf } from './admin-overview.repository.js';
import { csvLines, toCsv, type CsvValue } from './csv.js';

/**
 * Rows per query while writing a report: the CSV streams out a batch at a time, so neither the
 * rows nor the text of a report on every account or project is ever held whole, and the server
 * answers other requests between batches (PGlite runs one query at a time).
 */
export const REPORT_BATCH_ROWS = 500;

/** Every report row carries its sort key (created_at as text, id) to resume after it. */
interface Keyed {
  sort_at: string;
  id: string;
}

interface UserActivityRow extends Keyed {
  email: string;
  name: string | null;
  role: string;
  status: string;
  registered_at: string | Date;
  projects: number;
  songs_uploaded: number;
  last_active_at: string | Date | null;
}

interface ContentUsageRow extends Keyed {
  title: string;
  artist: string | null;
  owner_email: string;
  status: string;
  tracks: number;
  plays: number;
  storage_bytes: number | string;
  created_at: string | Date;
}

// The drivers disagree on timestamps in raw rows (PGlite: Date, postgres-js: text).
const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * A report as CSV text chunks: the header, then each batch of rows in (created_at, id) order,
 * read after the previous batch's last key (keyset on the table's (created_at, id) index).
 */
async function* batchedCsv<R extends Keyed>(
  db: Database,
  header: readonly string[],
  batch: (after: SQL) => SQL,
  toRow: (row: R) => CsvValue[],
): AsyncGenerator<string> {
  yield csvLines([header]);
  let after = sql`true`;
  for (;;) {
    const rows = rowsOf<R>(await db.execute(batch(after)));
    if (rows.length > 0) yield csvLines(rows.map(toRow));
    if (rows.length < REPORT_BATCH_ROWS) return;
    const last = rows[rows.length - 1]!;
    after = sql`(t.created_at, t.id) > (${last.sort_at}::timestamptz, ${last.id}::uuid)`;
  }
}

function userActivity(db: Database): AsyncGenerator<string> {
  return batchedCsv<UserActivityRow>(
    db,
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
    (after) => sql`select t.id, t.created_at::text as sort_at, t.email, t.role, t.status,
      t.created_at as registered_at,
      (select coalesce(nullif(p.artist_name, ''), trim(p.first_name || ' ' || p.last_name))
         from profiles p where p.account_id = t.id order by p.created_at, p.id limit 1) as name,
      (select count(*) from projects pr join profiles op on op.id = pr.owner_profile_id
         where op.account_id = t.id and not pr.is_library)::int as projects,
      (select count(*) from audio_files af join profiles up on up.id = af.uploader_profile_id
         where up.account_id = t.id)::int as songs_uploaded,
      greatest(
        (select max(s.created_at) from sessions s where s.account_id = t.id),
        (select max(l.created_at) from audit_log l where l.actor_account_id = t.id)
      ) as last_active_at
      from accounts t where ${after} order by t.created_at, t.id limit ${REPORT_BATCH_ROWS}`,
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

function contentUsage(db: Database): AsyncGenerator<string> {
  return batchedCsv<ContentUsageRow>(
    db,
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
    (after) => sql`select t.id, t.created_at::text as sort_at, t.title, t.status,
      t.song_count::int as tracks, t.created_at, a.email as owner_email,
      coalesce(nullif(p.artist_name, ''), trim(p.first_name || ' ' || p.last_name)) as artist,
      (select count(*) from plays pl join audio_files af on af.id = pl.audio_file_id
         where af.project_id = t.id)::int as plays,
      (select coalesce(sum(af.size), 0) from audio_files af where af.project_id = t.id)::bigint
         as storage_bytes
      from projects t join profiles p on p.id = t.owner_profile_id
      join accounts a on a.id = p.account_id
      where ${after} order by t.created_at, t.id limit ${REPORT_BATCH_ROWS}`,
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
    yield* userActivity(deps.db);
  } else if (report === 'content-usage') {
    yield* contentUsage(deps.db);
  } else {
    const [health, used] = await Promise.all([deps.health(), deps.storageUsed()]);
    yield systemPerformance(health, used);
  }
}
