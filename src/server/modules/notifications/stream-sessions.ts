import type { Database, DatabaseHandle } from '../../db/client.js';
import { liveSessions, SESSIONS_ENDED_CHANNEL } from '../../sessions/session-end.repository.js';

/**
 * Open notification streams one account may hold on a server process; a new one closes the
 * oldest. A person has a few tabs and devices; 200 streams of one account were a way to hold the
 * server's sockets and memory.
 */
export const MAX_STREAMS_PER_ACCOUNT = 10;

/** setTimeout's longest delay (about 24.8 days): a later expiry is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The session a stream was opened with. */
export interface StreamSession {
  accountId: string;
  tokenHash: string;
  expiresAt: Date;
}

/** How a stream is closed: `evicted` when a newer stream of the account took its place. */
type CloseStream = (reason: 'ended' | 'evicted') => void;

interface OpenStream {
  session: StreamSession;
  close: CloseStream;
  timer?: NodeJS.Timeout;
}

interface StreamLog {
  warn(object: object, message: string): void;
}

/**
 * Ties open streams to their sessions, so that a session's end ends its streams: within a
 * second of a sign-out, password change, suspension or deletion on any server process (each
 * process LISTENs for SESSIONS_ENDED_CHANNEL and checks its streams of that account again), and
 * at the session's expiry (a timer per stream).
 */
export function streamSessions(deps: {
  db: Database;
  listen: DatabaseHandle['listen'];
  log: StreamLog;
}) {
  const byAccount = new Map<string, OpenStream[]>();
  let stopListening: (() => Promise<void>) | null = null;

  const forget = (stream: OpenStream) => {
    clearTimeout(stream.timer);
    const open = byAccount.get(stream.session.accountId);
    if (!open) return;
    const at = open.indexOf(stream);
    if (at >= 0) open.splice(at, 1);
    if (open.length === 0) byAccount.delete(stream.session.accountId);
  };
  const end = (stream: OpenStream, reason: 'ended' | 'evicted') => {
    forget(stream);
    stream.close(reason);
  };

  const watchExpiry = (stream: OpenStream) => {
    const left = stream.session.expiresAt.getTime() - Date.now();
    if (left <= 0) return end(stream, 'ended');
    stream.timer = setTimeout(() => watchExpiry(stream), Math.min(left, MAX_TIMER_MS));
    stream.timer.unref();
  };

  /** Closes the account's streams whose session is no longer live. */
  async function recheck(accountId: string): Promise<void> {
    const open = byAccount.get(accountId);
    if (!open) return;
    const live = await liveSessions(
      deps.db,
      open.map((stream) => stream.session.tokenHash),
      new Date(),
    );
    for (const stream of [...open]) {
      if (!live.has(stream.session.tokenHash)) end(stream, 'ended');
    }
  }

  const guardedRecheck = (accountId: string) =>
    recheck(accountId).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'could not check the streams of ended sessions'),
    );

  return {
    async start(): Promise<void> {
      stopListening ??= await deps.listen(SESSIONS_ENDED_CHANNEL, (accountId) => {
        void guardedRecheck(accountId);
      });
    },

    async stop(): Promise<void> {
      const stop = stopListening;
      stopListening = null;
      for (const open of byAccount.values()) for (const stream of open) clearTimeout(stream.timer);
      byAccount.clear();
      await stop?.().catch(() => undefined);
    },

    /**
     * Registers a stream of `session`, closing the account's oldest beyond
     * MAX_STREAMS_PER_ACCOUNT; returns what to call once the stream has closed.
     */
    add(session: StreamSession, close: CloseStream): () => void {
      const stream: OpenStream = { session, close };
      let open = byAccount.get(session.accountId);
      if (!open) byAccount.set(session.accountId, (open = []));
      open.push(stream);
      while (open.length > MAX_STREAMS_PER_ACCOUNT) end(open[0]!, 'evicted');
      watchExpiry(stream);
      // The session was read when the request arrived: one that ended since, its announcement
      // heard before this stream was registered, is caught by looking once more.
      void guardedRecheck(session.accountId);
      return () => forget(stream);
    },

    /** Open streams of an account on this process (for tests and the admin's eyes). */
    count(accountId: string): number {
      return byAccount.get(accountId)?.length ?? 0;
    },
  };
}
export type StreamSessions = ReturnType<typeof streamSessions>;
