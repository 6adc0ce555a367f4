import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.js';
import { accounts, passwordTokens, sessions } from '../db/schema/index.js';

/**
 * The LISTEN/NOTIFY channel on which ended sessions are announced; the payload is the id of the
 * account whose sessions ended. Whatever a session holds open (the notification streams, on any
 * server process) listens and checks its own session again (notifications/open-streams.ts).
 */
export const SESSIONS_ENDED_CHANNEL = 'trackroom_sessions_ended';

export interface EndSessionsOptions {
  /** Keep this session (its token's digest): a password change keeps the one that made it. */
  except?: string;
  /** End only this session (its token's digest): a sign-out. */
  only?: string;
}

/**
 * The one way a session ends before its time: sign-out, password change or reset, suspension,
 * account deletion. Deletes the account's session rows (all, all but `except`, or `only`) and
 * announces it, so open streams of those sessions close on every server process. Call it inside
 * the transaction that makes the change: NOTIFY goes out when that transaction commits, so a
 * listener re-checking the session already sees it gone.
 */
export async function endSessionsOfUser(
  db: DbExecutor,
  accountId: string,
  options: EndSessionsOptions = {},
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.accountId, accountId),
        options.except === undefined ? undefined : ne(sessions.tokenHash, options.except),
        options.only === undefined ? undefined : eq(sessions.tokenHash, options.only),
      ),
    );
  await db.execute(sql`select pg_notify(${SESSIONS_ENDED_CHANNEL}, ${accountId})`);
}

/**
 * Uses up every unused password link of the account (reset and set-password): a new password,
 * however it was set, ends the links e-mailed before it, so an old e-mail cannot undo the change.
 * Call it inside the transaction that sets the password.
 */
export async function endUnusedPasswordLinks(
  db: DbExecutor,
  accountId: string,
  at: Date,
): Promise<void> {
  await db
    .update(passwordTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordTokens.accountId, accountId), isNull(passwordTokens.usedAt)));
}

/**
 * Which of these sessions (token digests) are still live at `now`: not ended, not expired, their
 * account not suspended. The same rule as the session look-up of every request.
 */
export async function liveSessions(
  db: DbExecutor,
  tokenHashes: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        inArray(sessions.tokenHash, [...tokenHashes]),
        gt(sessions.expiresAt, now),
        eq(accounts.status, 'active'),
      ),
    );
  return new Set(rows.map((row) => row.tokenHash));
}
