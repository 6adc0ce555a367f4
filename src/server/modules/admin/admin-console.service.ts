import {
  type ActivityEntry,
  type AdminAnalytics,
  type AdminProject,
  type AdminReport,
  type AdminSummary,
  type CleanupResult,
  type EnterpriseSubmission,
} from '../../../shared/schemas/admin.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { cursorAfter, pageFrom, timestampIdKey, type Page } from '../../lib/pagination.js';
import type { Storage } from '../../storage/storage.js';
import { recordAudit } from '../audit/index.js';
import { checkHealth } from './admin-health.js';
import { buildReport } from './admin-reports.js';
import { backupArchive } from './backup-archive.js';
import { diskFiles } from '../../storage/local-storage.js';
import { RESUMABLE_FOLDER } from '../../storage/partial-files.js';
import { removeAbandonedUploads } from '../uploads/index.js';
import type { AdminOverviewRepository } from './admin-overview.repository.js';

interface Log {
  warn(object: object, message: string): void;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** "This month" in the analytics: the last 30 days. */
const RECENT_DAYS = 30;

const keyOf = (row: { sortAt: string; id: string }) => [row.sortAt, row.id];

const nameOf = (row: { artistName: string | null; firstName: string; lastName: string }) =>
  row.artistName?.trim() || `${row.firstName} ${row.lastName}`.trim();

/**
 * Storage used: every stored file's size, as the store lists them, and the resumable uploads in
 * progress, which stay on this server's disk (modules/resumable-uploads).
 */
async function storageUsage(storage: Storage, uploadsDir: string): Promise<number> {
  let bytes = 0;
  for await (const file of storage.list()) bytes += file.size;
  for await (const file of diskFiles(uploadsDir, RESUMABLE_FOLDER)) bytes += file.size;
  return bytes;
}

/** Dashboard, Projects, Content and Analytics tabs: figures read from the database and disk. */
export function adminConsoleService(deps: {
  db: Database;
  storage: Storage;
  config: AppConfig;
  uploadsDir: string;
  log: Log;
  repo: AdminOverviewRepository;
}) {
  const { db, repo } = deps;
  const health = () => checkHealth(deps);
  const storageUsed = () => storageUsage(deps.storage, deps.uploadsDir);

  return {
    health,

    async summary(): Promise<AdminSummary> {
      const [counts, checks] = await Promise.all([repo.counts(), health()]);
      // Measured after the health check, whose storage probe writes (and removes) a file.
      const storageUsedBytes = await storageUsed();
      return { ...counts, status: checks.status, storageUsedBytes };
    },

    /** A page of audit events, newest first. */
    async activity(cursor: string | null, limit: number): Promise<Page<ActivityEntry>> {
      const rows = await repo.activity(cursorAfter(cursor, timestampIdKey), limit);
      return pageFrom(rows, limit, keyOf, ({ sortAt: _key, ...row }) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** A page of song projects, newest first, with the console's search and status filter. */
    async projects(
      filter: { search: string; status: string },
      cursor: string | null,
      limit: number,
    ): Promise<Page<AdminProject>> {
      const rows = await repo.projects(filter, cursorAfter(cursor, timestampIdKey), limit);
      return pageFrom(rows, limit, keyOf, (row) => ({
        id: row.id,
        title: row.title,
        artist: nameOf(row),
        status: row.status,
        tracks: row.tracks,
        plays: row.plays,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async analytics(now = new Date()): Promise<AdminAnalytics> {
      const row = await repo.analytics(new Date(now.getTime() - RECENT_DAYS * DAY_MS));
      return {
        registrations: row.registrations,
        activeThisMonth: row.active,
        projects: row.projects,
        publishedThisMonth: row.published,
        plays: row.plays,
        averagePlaysPerSong: row.songs ? Math.round((row.plays / row.songs) * 10) / 10 : 0,
      };
    },

    report: (report: AdminReport) => buildReport(report, { db, health, storageUsed }),

    /** A page of the Studio survey's submissions, newest first. */
    async enterpriseInquiries(
      cursor: string | null,
      limit: number,
    ): Promise<Page<EnterpriseSubmission>> {
      const rows = await repo.enterpriseInquiries(cursorAfter(cursor, timestampIdKey), limit);
      return pageFrom(rows, limit, keyOf, ({ sortAt: _key, ...row }) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async cleanup(actorAccountId: string): Promise<CleanupResult> {
      const result = await removeAbandonedUploads(deps);
      await recordAudit(db, { kind: 'admin.cleanup.ran', actorAccountId, details: { ...result } });
      return result;
    },

    async backup(actorAccountId: string) {
      const archive = await backupArchive({ ...deps, backupKey: deps.config.backupKey });
      await recordAudit(db, { kind: 'admin.backup.downloaded', actorAccountId });
      return archive;
    },
  };
}
export type AdminConsoleService = ReturnType<typeof adminConsoleService>;
