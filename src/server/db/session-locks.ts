import type postgres from 'postgres';

/** How often the locks' connection is checked while it holds a lock. */
export const SESSION_LOCKS_HEARTBEAT_MS = 5_000;
/** A check unanswered this long means the connection is gone (a silent network). */
const HEARTBEAT_TIMEOUT_MS = 5_000;

/** Opens the locks' client: one connection; `onClose` hears each time it closes. */
export type OpenLocksClient = (onClose: () => void) => postgres.Sql;

/**
 * Named locks that hold across server processes sharing one PostgreSQL database: session-level
 * advisory locks, all of this process's on one connection of their own (a client of one
 * connection beside the app's pool). A session lock belongs to the connection that took it;
 * taking each lock inside a held transaction (pg_advisory_xact_lock) would instead hold a
 * pooled connection per lock for as long as an upload chunk takes, and ten chunks at once
 * would starve every other query. A connection reserved from the pool would do, but the
 * driver (postgres.js 3.4) throws an uncaught TypeError from a timer when a statement is sent
 * on a reserved connection that has closed: the process would die with its locks.
 *
 * Session locks are re-entrant on their connection: two callers of this process asking for one
 * name both get it. Callers that need exclusion inside the process keep their own map (as the
 * resumable uploads' locker does).
 *
 * If the connection is lost (the database restarted, a proxy cut it, an administrator ended
 * it), PostgreSQL frees every lock it held, and another process may take them at once. The
 * client says when its connection closes, and while any lock is held the connection is also
 * checked every SESSION_LOCKS_HEARTBEAT_MS (a silent network closes nothing): the `onLost`
 * listeners hear of it (their holders must stop), and the next lock is taken on a new
 * connection.
 */
export interface SessionLocks {
  /** Takes lock `name` unless another process holds it; true when taken (never waits). */
  tryLock(name: string): Promise<boolean>;
  /** Gives lock `name` back. */
  unlock(name: string): Promise<void>;
  /** NOTIFY `channel` with `payload` (other processes LISTEN through DatabaseHandle.listen). */
  notify(channel: string, payload: string): Promise<void>;
  /** Calls `listener` each time the connection, and with it every lock, is lost; unsubscribes. */
  onLost(listener: () => void): () => void;
  /** Gives every lock back and closes the connection. */
  close(): Promise<void>;
}

/**
 * Session locks on a client of their own, opened on the first use (a server that never takes
 * a lock holds no connection for it). Lock names become 64-bit keys with hashtextextended, as
 * the transaction-level locks of the repositories do; callers prefix their names
 * ("resumable:<id>") so two kinds of lock never share a key.
 */
export function sessionLocks(
  open: OpenLocksClient,
  heartbeatMs = SESSION_LOCKS_HEARTBEAT_MS,
): SessionLocks {
  let client: postgres.Sql | null = null;
  // Times each name is held here: a session lock is re-entrant, and counts its takings.
  const held = new Map<string, number>();
  const lostListeners = new Set<() => void>();
  let heartbeat: NodeJS.Timeout | null = null;

  /** The connection is gone, and its locks with it: said once per loss. */
  function lose() {
    stopHeartbeat();
    if (held.size === 0) return;
    held.clear();
    for (const listener of lostListeners) listener();
  }

  const connection = () => (client ??= open(lose));

  function startHeartbeat() {
    if (heartbeat) return;
    heartbeat = setInterval(() => {
      const checked = client;
      if (!checked) return;
      const silence = setTimeout(() => {
        // No answer: end the connection for good; the next lock opens a new client.
        if (client === checked) client = null;
        lose();
        void checked.end({ timeout: 0 }).catch(() => undefined);
      }, HEARTBEAT_TIMEOUT_MS);
      checked`select 1`.then(
        () => clearTimeout(silence),
        () => clearTimeout(silence), // a failed statement closed the connection: onClose said so
      );
    }, heartbeatMs);
    heartbeat.unref();
  }
  function stopHeartbeat() {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
  }

  return {
    async tryLock(name) {
      const [row] = await connection()<{ taken: boolean }[]>`
        select pg_try_advisory_lock(hashtextextended(${name}, 0)) as taken`;
      if (row?.taken !== true) return false;
      held.set(name, (held.get(name) ?? 0) + 1);
      startHeartbeat();
      return true;
    },
    async unlock(name) {
      // A lock lost with its connection is nobody's to give back.
      const times = held.get(name);
      if (!times) return;
      if (times > 1) held.set(name, times - 1);
      else held.delete(name);
      if (held.size === 0) stopHeartbeat();
      await connection()`select pg_advisory_unlock(hashtextextended(${name}, 0))`;
    },
    async notify(channel, payload) {
      await connection()`select pg_notify(${channel}, ${payload})`;
    },
    onLost(listener) {
      lostListeners.add(listener);
      return () => lostListeners.delete(listener);
    },
    async close() {
      stopHeartbeat();
      held.clear();
      const closing = client;
      client = null;
      // Ending the connection gives every lock on it back.
      await closing?.end({ timeout: 5 });
    },
  };
}
