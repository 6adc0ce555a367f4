import type { AppConfig } from './config.js';
import type { Database, DatabaseHandle, JobSql } from './db/client.js';
import type { SessionLocks } from './db/session-locks.js';
import type { Storage } from './storage/storage.js';

/**
 * What routes and services need from the outside world; tests pass their own. Kept apart from
 * app.ts so a module that takes these (the demo seed) never imports the app that registers it.
 */
export interface AppDeps {
  config: AppConfig;
  db: Database;
  /** LISTEN/NOTIFY on the same database (notifications fan out between server processes). */
  listen: DatabaseHandle['listen'];
  storage: Storage;
  /**
   * Locks shared by every server process on the database (PostgreSQL); absent or null on the
   * embedded database, whose one process locks in memory.
   */
  sessionLocks?: SessionLocks | null;
  /** The job queue's SQL on the same database (app.jobs, jobs/job-queue.ts). */
  jobSql: JobSql;
}
