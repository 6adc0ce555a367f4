import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/index.js';

/** What a request asks to reserve: its key, and what the key must keep matching. */
export interface KeyRequest {
  accountId: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
}

/** An answer kept for a key. */
export interface StoredAnswer {
  status: number;
  contentType: string | null;
  location: string | null;
  body: Buffer;
}

/** A key's row as a repeat sees it. */
export type KeyRow = Omit<KeyRequest, 'accountId' | 'key'> & {
  state: 'running' | 'done';
  answer: StoredAnswer | null;
  createdAt: Date;
};

const ofKey = (accountId: string, key: string) =>
  and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key));

/** The SQL of idempotency keys: the atomic reservation, the answer, the release, the sweep. */
export function idempotencyRepository(db: DbExecutor) {
  return {
    /**
     * Reserves the key for the request holding `token`, in one statement: a new key is
     * inserted; an expired one, or one whose request has run past `staleBefore` (its process
     * died), is taken over; any other existing row is left alone. True when reserved.
     */
    async reserve(
      request: KeyRequest,
      token: string,
      times: { now: Date; expiresAt: Date; staleBefore: Date },
    ): Promise<boolean> {
      const t = idempotencyKeys;
      const rows = await db
        .insert(t)
        .values({
          ...request,
          token,
          state: 'running',
          createdAt: times.now,
          expiresAt: times.expiresAt,
        })
        .onConflictDoUpdate({
          target: [t.accountId, t.key],
          set: {
            method: sql`excluded.method`,
            path: sql`excluded.path`,
            requestHash: sql`excluded.request_hash`,
            token: sql`excluded.token`,
            state: 'running',
            status: null,
            contentType: null,
            location: null,
            body: null,
            createdAt: sql`excluded.created_at`,
            expiresAt: sql`excluded.expires_at`,
          },
          setWhere: or(
            lt(t.expiresAt, times.now),
            and(eq(t.state, 'running'), lt(t.createdAt, times.staleBefore)),
          ),
        })
        .returning({ token: t.token });
      return rows[0]?.token === token;
    },

    /** The key's row, or null when there is none. */
    async find(accountId: string, key: string): Promise<KeyRow | null> {
      const t = idempotencyKeys;
      const [row] = await db.select().from(t).where(ofKey(accountId, key));
      if (!row) return null;
      return {
        method: row.method,
        path: row.path,
        requestHash: row.requestHash,
        state: row.state,
        createdAt: row.createdAt,
        answer:
          row.state === 'done' && row.status !== null
            ? {
                status: row.status,
                contentType: row.contentType,
                location: row.location,
                body: row.body ?? Buffer.alloc(0),
              }
            : null,
      };
    },

    /** Keeps the answer of the request holding `token` (no-op if it no longer holds the key). */
    async store(accountId: string, key: string, token: string, answer: StoredAnswer) {
      await db
        .update(idempotencyKeys)
        .set({ state: 'done', ...answer })
        .where(and(ofKey(accountId, key), eq(idempotencyKeys.token, token)));
    },

    /** Frees the key held by `token`, so a retry runs the request again. */
    async release(accountId: string, key: string, token: string) {
      await db
        .delete(idempotencyKeys)
        .where(and(ofKey(accountId, key), eq(idempotencyKeys.token, token)));
    },

    /** Deletes the keys expired before `now`; answers how many. */
    async deleteExpired(now: Date): Promise<number> {
      const gone = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.expiresAt, now))
        .returning({ key: idempotencyKeys.key });
      return gone.length;
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof idempotencyRepository>;
