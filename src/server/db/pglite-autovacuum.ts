import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/**
 * PostgreSQL's rule for when autovacuum cleans a table (its default thresholds): dead rows over
 * 50 + 20 % of the live ones, or rows changed since the last ANALYZE over 50 + 10 %.
 */
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;

/** How often the tables' statistics are looked at; a look is one small catalog query. */
export const AUTOVACUUM_INTERVAL_MS = 60_000;

/** When the pass over every table runs after a start: once the start's own queries are done. */
const FIRST_PASS_AFTER_MS = 30_000;

interface MaintenanceLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/**
 * The autovacuum PGlite lacks. Without it, every update leaves a dead row behind for good: the
 * song-totals trigger alone rewrites a project's row on each upload, and a 5,000-project bench
 * database grew its projects table to 7 MB with plans and scans slowing down accordingly. A
 * PostgreSQL server does this itself; this runs only on the embedded database.
 */
export function pgliteAutovacuum(db: Database, log: MaintenanceLog) {
  let running: Promise<string[]> | null = null;

  /**
   * VACUUM (ANALYZE) each table over the thresholds, or VACUUM every table when `all` (the
   * planner's statistics outlive the process; ANALYZE of a 2,000,000-play table took 1.5 s, a
   * VACUUM of an unchanged one milliseconds), one statement per table so that requests waiting
   * on the database go between them; answers the tables cleaned.
   */
  async function sweepOnce(all = false): Promise<string[]> {
    const due = rowsOf<{ relname: string }>(
      await db.execute(sql`
        select relname from pg_stat_user_tables
        where schemaname = 'public'
          and (${all}
               or n_dead_tup > ${VACUUM_BASE}::float8 + ${VACUUM_SCALE}::float8 * n_live_tup
               or n_mod_since_analyze > ${ANALYZE_BASE}::float8 + ${ANALYZE_SCALE}::float8 * n_live_tup)
        order by n_dead_tup desc`),
    ).map((row) => row.relname);
    for (const table of due) {
      await db.execute(sql.raw(`vacuum${all ? '' : ' (analyze)'} ${quoteIdentifier(table)}`));
    }
    if (due.length > 0 && !all) log.info({ tables: due }, 'vacuumed the embedded database');
    return due;
  }

  /** Runs `pass` unless one runs already, which is joined instead. */
  const join = (pass: () => Promise<string[]>) => {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  };
  const logFailure = (error: unknown) => log.warn({ err: error }, 'autovacuum failed');

  return {
    /** One pass now; a pass already running is joined instead of started twice. */
    sweep: () => join(() => sweepOnce()),

    /** A pass over every table now (what start() runs after a start), joined likewise. */
    vacuumAll: () => join(() => sweepOnce(true)),

    /** The pass running now, if any, once it has ended (failures are logged, not thrown). */
    async settled(): Promise<void> {
      await running?.catch(() => {});
    },

    /**
     * The activity counters start empty with each process, so a start vacuums every table once
     * (the dead rows an earlier run left), `firstPassAfterMs` after the start; then a timer
     * keeps up. The embedded database has one connection: a pass at the start put its VACUUMs
     * ahead of the start-up's own queries, and a restart on the 2,000,000-play data set answered
     * its health check at 2.9–3.5 s instead of 1.4–2.6 s (awaited, it held the start for 1.9 s).
     * Answers a function that stops the timers and waits for a pass in progress.
     */
    start(
      intervalMs = AUTOVACUUM_INTERVAL_MS,
      firstPassAfterMs: number | null = FIRST_PASS_AFTER_MS,
    ): () => Promise<void> {
      // null: no pass over every table (the caller ran vacuumAll() itself).
      const firstPass =
        firstPassAfterMs === null
          ? undefined
          : setTimeout(() => void this.vacuumAll().catch(logFailure), firstPassAfterMs);
      firstPass?.unref();
      const timer = setInterval(() => void this.sweep().catch(logFailure), intervalMs);
      timer.unref();
      return async () => {
        clearTimeout(firstPass);
        clearInterval(timer);
        await this.settled();
      };
    },
  };
}
