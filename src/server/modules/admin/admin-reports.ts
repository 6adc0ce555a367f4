import { sql } from 'drizzle-orm';
import type { AdminReport } from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import type { AdminHealth } from '../../../shared/schemas/admin.js';
import { rowsOf } from './admin-overview.repository.js';
import { toCsv } from './csv.js';

interface UserActivityRow {
  email: string;
  name: string | null;
  role: string;
  status: string;
  registered_at: string | Date;
  projects: number;
  songs_uploaded: number;
  last_active_at: string | Date | null;
}

interface ContentUsageRow {
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

async function userActivity(db: Database): Promise<string> {
  const rows = rowsOf<UserActivityRow>(
    await db.execute(sql`select a.email, a.role, a.status, a.created_at as registered_at,
      (select coalesce(nullif(p.artist_name, ''), trim(p.first_name || ' ' || p.last_name))
         from profiles p where p.account_id = a.id order by p.created_at, p.id limit 1) as name,
      (select count(*) from projects pr join profiles op on op.id = pr.owner_profile_id
         where op.account_id = a.id and not pr.is_library)::int as projects,
      (select count(*) from audio_files af join profiles up on up.id = af.uploader_profile_id
         where up.account_id = a.id)::int as songs_uploaded,
      greatest(
        (select max(s.created_at) from sessions s where s.account_id = a.id),
        (select max(l.created_at) from audit_log l where l.actor_account_id = a.id)
      ) as last_active_at
      from accounts a order by a.created_at`),
  );
  return toCsv(
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
    rows.map((r) => [
      r.email,
      r.name,
      r.role,
      r.status,
      iso(r.registered_at),
      r.projects,
      r.songs_uploaded,
      iso(r.last_active_at),
    ]),
  );
}

async function contentUsage(db: Database): Promise<string> {
  const rows = rowsOf<ContentUsageRow>(
    await db.execute(sql`select pr.title, pr.status, pr.song_count::int as tracks,
      pr.created_at, a.email as owner_email,
      coalesce(nullif(p.artist_name, ''), trim(p.first_name || ' ' || p.last_name)) as artist,
      (select count(*) from plays pl join audio_files af on af.id = pl.audio_file_id
         where af.project_id = pr.id)::int as plays,
      (select coalesce(sum(af.size), 0) from audio_files af where af.project_id = pr.id)::bigint
         as storage_bytes
      from projects pr join profiles p on p.id = pr.owner_profile_id
      join accounts a on a.id = p.account_id
      order by pr.created_at`),
  );
  return toCsv(
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
    rows.map((r) => [
      r.title,
      r.artist,
      r.owner_email,
      r.status,
      r.tracks,
      r.plays,
      Number(r.storage_bytes),
      iso(r.created_at),
    ]),
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

/** The Analytics tab's three reports, as CSV text. */
export async function buildReport(
  report: AdminReport,
  deps: { db: Database; health: () => Promise<AdminHealth>; storageUsed: () => Promise<number> },
): Promise<string> {
  if (report === 'user-activity') return userActivity(deps.db);
  if (report === 'content-usage') return contentUsage(deps.db);
  const [health, used] = await Promise.all([deps.health(), deps.storageUsed()]);
  return systemPerformance(health, used);
}
