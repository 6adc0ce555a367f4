import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import {
  createPglite,
  pgliteMemory,
  type DatabaseMemoryFigure,
  type PgliteMemory,
} from './pglite.js';
import { lockDataDir } from './data-dir-lock.js';
import { DEFAULT_POSTGRES_POOL_MAX } from './pool-size.js';
import { createQueryScheduler, type QueryScheduler } from './query-scheduler.js';
import { scheduledPostgres } from './scheduled-postgres.js';
import * as schema from './schema/index.js';
import { sessionLocks, type SessionLocks } from './session-locks.js';

export type Schema = typeof schema;
/** The Drizzle handle every repository receives; the same API on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The database handle or an open transaction: both run the same Drizzle queries. */
export type DbExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on a channel: `onPayload` gets each NOTIFY's payload (sent by any connection, any
   * server process); resolves to a function that stops listening.
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  /**
   * Locks that hold across server processes (session-locks.ts), on PostgreSQL; null on the
   * embedded database, which admits one process (data-dir-lock.ts), so a lock in memory does.
   */
  sessionLocks: SessionLocks | null;
  /**
   * What the database holds in this process, for the memory breakdown (main.ts registers it):
   * the embedded database's WebAssembly memory; nothing for a PostgreSQL server.
   */
  memory(): DatabaseMemoryFigure[];
  /** Runs the committed migrations (idempotent); `folder` runs another set (a restore's). */
  migrate(folder?: string): Promise<void>;
  /** Raw SQL for the job queue (jobs/job-queue.ts), on this handle's own connections. */
  jobSql: JobSql;
  close(): Promise<void>;
}

/**
 * The job queue's way into the database (pg-boss's `db` option): one statement with parameters,
 * or several without (its schema and its locked blocks, BEGIN … COMMIT), each call on one
 * connection, answering the rows of every statement. No second pool: the app's own client.
 */
export interface JobSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` (the queue's start: pg-boss installs or upgrades its schema) while no other
   * process on the database runs its own: under JOB_QUEUE_START_LOCK_KEY on PostgreSQL; at once
   * on the embedded database, which admits one process.
   */
  underStartLock<T>(work: () => Promise<T>): Promise<T>;
}

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; client?: PGlite; memory?: PgliteMemory }
  | {
      kind: 'postgres';
      url: string;
      /** Connections, and statements the scheduler lets run at once (DB_POOL_MAX). */
      poolMax?: number;
    };

/**
 * The PostgreSQL advisory lock held while migrations run, so that several servers (or
 * `npm run db:migrate` beside them) starting on a pending migration apply it once: the others
 * wait, then find nothing left to do. Without it each ran drizzle's migrator at once and all
 * but one failed (a duplicate schema or table). Any fixed signed 64-bit key no other program on
 * the database uses for its own advisory locks; this one is "trackroo" in ASCII (0x747261636b726f6f).
 */
export const MIGRATION_LOCK_KEY = 8_390_876_135_376_973_679n;

/**
 * The PostgreSQL advisory lock held while a server's job queue starts (jobs/job-queue.ts), which
 * is when pg-boss installs or upgrades its `pgboss` schema: servers starting together on a fresh
 * database each tried to create the schema, and one crashed on "duplicate key value violates
 * unique constraint" (Key (nspname)=(pgboss)). Held, the others wait, then find it installed.
 * Apart from MIGRATION_LOCK_KEY (the app's migrations do not wait for a queue's start, nor it for
 * them) and from pg-boss's own keys (digests of its schema's name): "trackjob" in ASCII.
 */
export const JOB_QUEUE_START_LOCK_KEY = 8_390_876_135_376_449_378n;

/** Runs `work` while holding advisory lock `key` on a connection of its own (released after). */
async function underAdvisoryLock<T>(
  sql: postgres.Sql,
  key: bigint,
  work: () => Promise<T>,
): Promise<T> {
  const connection = await sql.reserve();
  try {
    await connection.unsafe(`select pg_advisory_lock(${key}::bigint)`);
    try {
      return await work();
    } finally {
      await connection.unsafe(`select pg_advisory_unlock(${key}::bigint)`);
    }
  } finally {
    connection.release();
  }
}

/** Opens the embedded PGlite database (data under dataDir) or a PostgreSQL server by URL. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const poolMax = options.poolMax ?? DEFAULT_POSTGRES_POOL_MAX;
    const clientOptions = {
      onnotice: () => {},
      // While the server is down, queries wait for the pool's next connection attempt; the
      // driver's default backoff grows to 20 s, so requests hung that long before their 503.
      // Retrying at most every second keeps answers prompt and notices the return at once.
      backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
      // A host that drops packets (rather than refusing) answers 503 in 5 s, not 30.
      connect_timeout: 5,
      // No JIT compilation: every query here is short, and a plan whose estimate passes
      // jit_above_cost (a range join over a period's days) spent ~500 ms compiling a 15 ms query
      // (GET /api/analytics on the large data set, PostgreSQL 15).
      connection: { jit: 'off' },
    } as const;
    const sql = postgres(options.url, { ...clientOptions, max: poolMax });
    const scheduler = createQueryScheduler({ concurrency: poolMax });
    const db = drizzlePostgres({ client: scheduledPostgres(sql, scheduler), schema });
    // The session locks' one connection, never closed for age or idleness: that would free
    // the locks it holds (session-locks.ts).
    const locks = sessionLocks((onClose) =>
      postgres(options.url, {
        ...clientOptions,
        max: 1,
        idle_timeout: 0,
        max_lifetime: null,
        onclose: onClose,
      }),
    );
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      sessionLocks: locks,
      listen: async (channel, onPayload) => {
        const subscription = await sql.listen(channel, onPayload);
        return () => subscription.unlisten();
      },
      memory: () => [],
      migrate: (folder = migrationsFolder) =>
        underAdvisoryLock(sql, MIGRATION_LOCK_KEY, () =>
          migratePostgres(db, { migrationsFolder: folder }),
        ),
      jobSql: postgresJobSql(sql),
      close: async () => {
        await locks.close().catch(() => {});
        await sql.end({ timeout: 5 });
      },
    };
  }
  let client = options.client;
  // One process per embedded database folder: a second one is refused (data-dir-lock.ts).
  let unlock = async () => {};
  if (!client) {
    if (options.dataDir) {
      await mkdir(options.dataDir, { recursive: true });
      unlock = await lockDataDir(options.dataDir);
    }
    try {
      client = createPglite(options.dataDir, { memory: options.memory });
    } catch (error) {
      await unlock();
      throw error;
    }
  }
  const pglite = client;
  const scheduler = createQueryScheduler({ concurrency: 1, sliceMs: PGLITE_SLICE_MS });
  const db = drizzlePglite({ client: scheduledPglite(pglite, scheduler), schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    sessionLocks: null,
    listen: async (channel, onPayload) => await pglite.listen(channel, onPayload),
    migrate: (folder = migrationsFolder) => migratePglite(db, { migrationsFolder: folder }),
    memory: () => pgliteMemory(pglite),
    jobSql: pgliteJobSql(pglite, scheduler),
    close: () => pglite.close().finally(unlock),
  };
}

/**
 * How long PGlite statements may run back to back before sockets and timers get a turn: short
 * enough for a prompt health check, long enough that the turn itself costs little.
 */
const PGLITE_SLICE_MS = 2;

/**
 * The PGlite client as Drizzle sees it: every statement and transaction waits for its turn in a
 * fair scheduler (query-scheduler.ts) instead of PGlite's own first-come lock, and the event
 * loop gets a turn every PGLITE_SLICE_MS. Statements inside a transaction run on PGlite's
 * transaction object and are not queued again (the transaction already holds the turn).
 */
function scheduledPglite(pglite: PGlite, scheduler: QueryScheduler): PGlite {
  const client: Pick<PGlite, 'query' | 'transaction'> = {
    query: (...args) => scheduler.run(() => pglite.query(...args)),
    transaction: (work) => scheduler.run(() => pglite.transaction(work)),
  };
  return client as PGlite;
}

/**
 * The job queue's SQL on PGlite, in the same fair turns as every other statement. Statements
 * without parameters go through exec() (several at once, as pg-boss sends its DDL and locked
 * blocks); a failed one rolls back what it opened, since the one connection is shared.
 */
function pgliteJobSql(pglite: PGlite, scheduler: QueryScheduler): JobSql {
  return {
    underStartLock: (work) => work(),
    executeSql: (text, values) =>
      scheduler.run(async () => {
        try {
          if (values?.length) return await pglite.query(text, values);
          const results = await pglite.exec(text);
          return { rows: results.flatMap((result) => result.rows) };
        } catch (error) {
          await pglite.query('rollback').catch(() => {});
          throw error;
        }
      }),
  };
}

/**
 * A parameter as node-postgres (pg-boss's own driver) would send it: a Date as the instant's ISO
 * text, in an array too; a plain object (a job's data, an error) as JSON text; postgres.js takes
 * everything else as is. A Date cannot go as is: Drizzle makes this client pass timestamp and
 * JSON values through untouched (it formats its own), so the driver threw "Received an instance
 * of Date" on pg-boss's start time, every start.
 */
function asPostgresParameter(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    return value.map((item: unknown) => (item instanceof Date ? item.toISOString() : item));
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  return JSON.stringify(value);
}

/**
 * The job queue's SQL on PostgreSQL: a statement with parameters on any pooled connection; a
 * block without (BEGIN … COMMIT included, which postgres.js refuses on a pool) on a connection
 * reserved for it, sent as one simple query so every statement runs on that connection.
 */
function postgresJobSql(sql: postgres.Sql): JobSql {
  return {
    underStartLock: (work) => underAdvisoryLock(sql, JOB_QUEUE_START_LOCK_KEY, work),
    async executeSql(text, values) {
      if (values?.length) {
        return { rows: [...(await sql.unsafe(text, values.map(asPostgresParameter) as never[]))] };
      }
      const connection = await sql.reserve();
      try {
        const result: unknown = await connection.unsafe(text).simple();
        // Several statements answer one result each; one statement answers its rows.
        const rows =
          Array.isArray(result) && result.length > 0 && Array.isArray(result[0])
            ? (result as unknown[][]).flat()
            : [...(result as unknown[])];
        return { rows };
      } catch (error) {
        await connection.unsafe('rollback').catch(() => {});
        throw error;
      } finally {
        connection.release();
      }
    },
  };
}
