import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, passwordTokens } from '../../db/schema/index.js';
import { endUnusedPasswordLinks } from '../../sessions/session-end.repository.js';

/** SQL for "Add User" set-password links (rows of password_tokens with purpose 'set'). */
export function passwordLinkRepository(db: Database) {
  return {
    /** The account behind a live link (unused, not expired), or null. */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ accountId: accounts.id, email: accounts.email, status: accounts.status })
        .from(passwordTokens)
        .innerJoin(accounts, eq(accounts.id, passwordTokens.accountId))
        .where(
          and(
            eq(passwordTokens.tokenHash, tokenHash),
            // A forgot-password link ends sessions (auth/password-reset): it is not accepted here.
            eq(passwordTokens.purpose, 'set'),
            isNull(passwordTokens.usedAt),
            gt(passwordTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * In one transaction: marks the link used (false when another request did first), every
     * other unused link of the account with it, and stores the new password hash.
     */
    claim(link: { tokenHash: string; accountId: string; passwordHash: string }, at: Date) {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(passwordTokens)
          .set({ usedAt: at })
          .where(
            and(
              eq(passwordTokens.tokenHash, link.tokenHash),
              isNull(passwordTokens.usedAt),
              gt(passwordTokens.expiresAt, at),
            ),
          )
          .returning({ accountId: passwordTokens.accountId });
        if (used.length === 0) return false;
        await endUnusedPasswordLinks(tx, link.accountId, at);
        await tx
          .update(accounts)
          .set({ passwordHash: link.passwordHash })
          .where(eq(accounts.id, link.accountId));
        return true;
      });
    },
  };
}
export type PasswordLinkRepository = ReturnType<typeof passwordLinkRepository>;
