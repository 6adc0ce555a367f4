import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, passwordTokens } from '../../db/schema/index.js';
import {
  endSessionsOfUser,
  endUnusedPasswordLinks,
} from '../../sessions/session-end.repository.js';

/** The SQL of forgot-password: who may get a link, storing it, and using it up. */
export function passwordResetRepository(db: Database) {
  /** The claim's conditions: a reset link, unused, not expired. */
  const liveReset = (tokenHash: string, now: Date) =>
    and(
      eq(passwordTokens.tokenHash, tokenHash),
      eq(passwordTokens.purpose, 'reset'),
      isNull(passwordTokens.usedAt),
      gt(passwordTokens.expiresAt, now),
    );

  /** One account with what decides whether it may reset (status, demo), or null. */
  async function accountWhere(condition: SQL) {
    const [row] = await db
      .select({
        id: accounts.id,
        email: accounts.email,
        status: accounts.status,
        isDemo: accounts.isDemo,
      })
      .from(accounts)
      .where(condition)
      .limit(1);
    return row ?? null;
  }

  return {
    /** The account of an e-mail with what decides whether it may reset, or null. */
    findAccountByEmail: (email: string) => accountWhere(eq(accounts.email, email)),

    findAccount: (accountId: string) => accountWhere(eq(accounts.id, accountId)),

    async insertToken(row: { tokenHash: string; accountId: string; expiresAt: Date }) {
      await db.insert(passwordTokens).values({ ...row, purpose: 'reset' });
    },

    /** The account a live reset link belongs to, with its status, or null. */
    async findLiveReset(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ accountId: accounts.id, status: accounts.status })
        .from(passwordTokens)
        .innerJoin(accounts, eq(accounts.id, passwordTokens.accountId))
        .where(liveReset(tokenHash, now))
        .limit(1);
      return row ?? null;
    },

    /**
     * In one transaction: uses up the link (of two racing requests only the one that marks it
     * used goes on), kills the account's other links, sets the password and deletes every
     * session. False when the link was no longer live.
     */
    async resetPassword(tokenHash: string, passwordHash: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordTokens)
          .set({ usedAt: now })
          .where(liveReset(tokenHash, now))
          .returning({ accountId: passwordTokens.accountId });
        if (!used) return false;
        await endUnusedPasswordLinks(tx, used.accountId, now);
        await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, used.accountId));
        await endSessionsOfUser(tx, used.accountId);
        return true;
      });
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof passwordResetRepository>;
