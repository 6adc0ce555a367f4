import { and, desc, eq, getTableColumns, ilike, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  accounts,
  auditLog,
  enterpriseInquiries,
  profiles,
  projects,
} from '../../db/schema/index.js';
import { afterTimestampId, sortText } from '../../db/timestamp-keyset.js';
import { pageReadSize, type TimestampIdKey } from '../../lib/pagination.js';
import { containsPattern } from './like-pattern.js';

/** Plays of a project's songs (every version), counted through the plays index. */
const projectPlays = sql<number>`(select count(*) from plays pl
  join audio_files af on af.id = pl.audio_file_id where af.project_id = ${projects.id})`;

export interface AnalyticsRow {
  registrations: number;
  active: number;
  projects: number;
  published: number;
  plays: number;
  songs: number;
}

/** SQL for the console's figures: counts, recent activity, projects, survey submissions. */
export function adminOverviewRepository(db: Database) {
  return {
    async counts(): Promise<{ users: number; projects: number }> {
      const [row] = rowsOf<{ users: number; projects: number }>(
        await db.execute(sql`select (select count(*) from accounts)::int as users,
          (select count(*) from projects where not is_library)::int as projects`),
      );
      return row ?? { users: 0, projects: 0 };
    },

    /** A page of audit events, newest first, with the e-mail of whoever caused them. */
    async activity(after: TimestampIdKey | null, limit: number) {
      return db
        .select({
          id: auditLog.id,
          kind: auditLog.kind,
          actorEmail: accounts.email,
          details: auditLog.details,
          createdAt: auditLog.createdAt,
          sortAt: sortText(auditLog.createdAt),
        })
        .from(auditLog)
        .leftJoin(accounts, eq(accounts.id, auditLog.actorAccountId))
        .where(afterTimestampId([auditLog.createdAt, auditLog.id], after, 'desc'))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(pageReadSize(limit));
    },

    /**
     * A page of song projects (not the per-profile libraries), newest first, with their owner,
     * tracks and plays: on the partial (created_at, id) index, or (status, …) when filtered.
     */
    async projects(
      filter: { search: string; status: string },
      after: TimestampIdKey | null,
      limit: number,
    ) {
      const conditions: (SQL | undefined)[] = [
        not(projects.isLibrary),
        afterTimestampId([projects.createdAt, projects.id], after, 'desc'),
      ];
      if (filter.status !== 'all') conditions.push(eq(projects.status, filter.status));
      if (filter.search) {
        const pattern = containsPattern(filter.search);
        conditions.push(
          or(
            ilike(projects.title, pattern),
            ilike(profiles.artistName, pattern),
            sql`(${profiles.firstName} || ' ' || ${profiles.lastName}) ilike ${pattern}`,
          ),
        );
      }
      return db
        .select({
          id: projects.id,
          title: projects.title,
          status: projects.status,
          tracks: projects.songCount,
          plays: projectPlays.mapWith(Number),
          createdAt: projects.createdAt,
          sortAt: sortText(projects.createdAt),
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          artistName: profiles.artistName,
        })
        .from(projects)
        .innerJoin(profiles, eq(profiles.id, projects.ownerProfileId))
        .where(and(...conditions))
        .orderBy(desc(projects.createdAt), desc(projects.id))
        .limit(pageReadSize(limit));
    },

    /**
     * The Analytics tab in one statement. "Active" accounts had a session start or caused an
     * audit event since `since`; "published" projects have the published status and changed
     * since `since` (projects keep no publication date).
     */
    async analytics(since: Date): Promise<AnalyticsRow> {
      const at = since.toISOString();
      const [row] = rowsOf<AnalyticsRow>(
        await db.execute(sql`select
          (select count(*) from accounts)::int as registrations,
          (select count(*) from accounts a where
            exists (select 1 from sessions s where s.account_id = a.id and s.created_at >= ${at}::timestamptz)
            or exists (select 1 from audit_log l where l.actor_account_id = a.id
              and l.created_at >= ${at}::timestamptz))::int as active,
          (select count(*) from projects where not is_library)::int as projects,
          (select count(*) from projects where not is_library and status = 'published'
            and updated_at >= ${at}::timestamptz)::int as published,
          (select count(*) from plays)::int as plays,
          (select coalesce(sum(song_count), 0) from projects)::int as songs`),
      );
      if (!row) throw new Error('The analytics query returned no row');
      return row;
    },

    /** A page of the Studio survey's submissions, newest first. */
    async enterpriseInquiries(after: TimestampIdKey | null, limit: number) {
      return db
        .select({
          ...getTableColumns(enterpriseInquiries),
          sortAt: sortText(enterpriseInquiries.createdAt),
        })
        .from(enterpriseInquiries)
        .where(
          afterTimestampId([enterpriseInquiries.createdAt, enterpriseInquiries.id], after, 'desc'),
        )
        .orderBy(desc(enterpriseInquiries.createdAt), desc(enterpriseInquiries.id))
        .limit(pageReadSize(limit));
    },
  };
}
export type AdminOverviewRepository = ReturnType<typeof adminOverviewRepository>;
