import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/**
 * Rows per query while writing a report: the CSV streams out a batch at a time, so neither the
 * rows nor the text of a report on every account or project is ever held whole, and the server
 * answers other requests between batches (PGlite runs one query at a time).
 */
export const REPORT_BATCH_ROWS = 500;

/** Every report row carries its sort key (created_at as text, id) to resume after it. */
export interface ReportKey {
  sort_at: string;
  id: string;
}

export interface UserActivityRow extends ReportKey {
  email: string;
  name: string | null;
  role: string;
  status: string;
  registered_at: string | Date;
  projects: number;
  songs_uploaded: number;
  last_active_at: string | Date | null;
}

export interface ContentUsageRow extends ReportKey {
  title: string;
  artist: string | null;
  owner_email: string;
  status: string;
  tracks: number;
  plays: number;
  storage_bytes: number | string;
  created_at: string | Date;
}

// Keyset on the table's (created_at, id) index: the rows after the previous batch's last one.
const afterKey = (last: ReportKey | null): SQL =>
  last ? sql`(t.created_at, t.id) > (${last.sort_at}::timestamptz, ${last.id}::uuid)` : sql`true`;

/** SQL of the Analytics tab's CSV reports, one batch of rows in (created_at, id) order. */
export function adminReportsRepository(db: Database) {
  return {
    /** Accounts with their name, project and upload counts, and last activity. */
    async userActivity(after: ReportKey | null): Promise<UserActivityRow[]> {
      return rowsOf<UserActivityRow>(
        await db.execute(sql`select t.id, t.created_at::text as sort_at, t.email, t.role, t.status,
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
      from accounts t where ${afterKey(after)}
      order by t.created_at, t.id limit ${REPORT_BATCH_ROWS}`),
      );
    },

    /** Projects with their owner, track, play and storage figures. */
    async contentUsage(after: ReportKey | null): Promise<ContentUsageRow[]> {
      return rowsOf<ContentUsageRow>(
        await db.execute(sql`select t.id, t.created_at::text as sort_at, t.title, t.status,
      t.song_count::int as tracks, t.created_at, a.email as owner_email,
      coalesce(nullif(p.artist_name, ''), trim(p.first_name || ' ' || p.last_name)) as artist,
      (select count(*) from plays pl join audio_files af on af.id = pl.audio_file_id
         where af.project_id = t.id)::int as plays,
      (select coalesce(sum(af.size), 0) from audio_files af where af.project_id = t.id)::bigint
         as storage_bytes
      from projects t join profiles p on p.id = t.owner_profile_id
      join accounts a on a.id = p.account_id
      where ${afterKey(after)} order by t.created_at, t.id limit ${REPORT_BATCH_ROWS}`),
      );
    },
  };
}
