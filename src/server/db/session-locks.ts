import type postgres from 'postgres';

/**
 * Named locks that hold across server processes sharing one PostgreSQL database: session-level
 * advisory locks, all of this process's on one connection of their own. A session lock belongs
 * to the connection that took it, so it needs a connection nobody else borrows from the pool
 * (as the migration lock in client.ts reserves one); taking each lock inside a held transaction
 * (pg_advisory_xact_lock) would instead hold a pooled connection per lock for as long as an
 * upload chunk takes, and ten chunks at once would starve every other query.
 *
 * Session locks are re-entrant on their connection: two callers of this process asking for one
 * name both get it. Callers that need exclusion inside the process keep their own map (as the
 * resumable uploads' locker does). If the connection is lost, PostgreSQL frees its locks; the
 * next call opens a new connection.
 */
export interface SessionLocks {
  /** Takes lock `name` unless another process holds it; true when taken (never waits). */
  tryLock(name: string): Promise<boolean>;
  /** Gives lock `name` back. */
  unlock(name: string): Promise<void>;
  /** NOTIFY `channel` with `payload` (other processes LISTEN through DatabaseHandle.listen). */
  notify(channel: string, payload: string): Promise<void>;
  /** Gives every lock back and returns the connection to the pool. */
  close(): Promise<void>;
}

/**
 * Session locks on `sql`'s pool: the connection is reserved on the first use, so a server
 * that never takes a lock holds no connection for it. Lock names become 64-bit keys with
 * hashtextextended, as the transaction-level locks of the repositories do; callers prefix
 * their names ("resumable:<id>") so two kinds of lock never share a key.
 */
export function sessionLocks(sql: postgres.Sql): SessionLocks {
  let connection: Promise<postgres.ReservedSql> | null = null;
  const reserved = () => (connection ??= sql.reserve());

  return {
    async tryLock(name) {
      const db = await reserved();
      const [row] = await db<{ taken: boolean }[]>`
        select pg_try_advisory_lock(hashtextextended(${name}, 0)) as taken`;
      return row?.taken === true;
    },
    async unlock(name) {
      const db = await reserved();
      await db`select pg_advisory_unlock(hashtextextended(${name}, 0))`;
    },
    async notify(channel, payload) {
      const db = await reserved();
      await db`select pg_notify(${channel}, ${payload})`;
    },
    async close() {
      if (!connection) return;
      const db = await connection;
      connection = null;
      try {
        await db`select pg_advisory_unlock_all()`;
      } finally {
        db.release();
      }
    },
  };
}
