import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  ACCOUNT_SUSPENDED_MESSAGE,
  PASSWORD_LINK_INVALID,
  type PasswordLinkPreview,
} from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import { accounts, passwordTokens } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import { hashPassword } from '../auth/password.js';
import { hashPasswordToken } from './password-link.js';

/** The account behind a live link (unused, not expired), or null. */
async function liveLink(db: Database, token: string, now: Date) {
  const [row] = await db
    .select({ accountId: accounts.id, email: accounts.email, status: accounts.status })
    .from(passwordTokens)
    .innerJoin(accounts, eq(accounts.id, passwordTokens.accountId))
    .where(
      and(
        eq(passwordTokens.tokenHash, hashPasswordToken(token)),
        // A forgot-password link ends sessions (auth/password-reset): it is not accepted here.
        eq(passwordTokens.purpose, 'set'),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** "Add User" links: see whose password a link sets, and set it (once). */
export function passwordLinkService(db: Database, now: () => Date = () => new Date()) {
  return {
    async preview(token: string): Promise<PasswordLinkPreview> {
      const link = await liveLink(db, token, now());
      if (!link) throw notFound(PASSWORD_LINK_INVALID);
      return { email: link.email };
    },

    /**
     * Sets the password and uses up the link, in one transaction: of two requests racing with
     * one link, only the one that marks it used sets a password. Every other link of the
     * account dies with it. Returns the account to sign in.
     */
    async setPassword(token: string, password: string): Promise<{ accountId: string }> {
      const at = now();
      const link = await liveLink(db, token, at);
      if (!link) throw notFound(PASSWORD_LINK_INVALID);
      if (link.status === 'suspended') throw forbidden(ACCOUNT_SUSPENDED_MESSAGE);
      const passwordHash = await hashPassword(password);
      const claimed = await db.transaction(async (tx) => {
        const used = await tx
          .update(passwordTokens)
          .set({ usedAt: at })
          .where(
            and(
              eq(passwordTokens.tokenHash, hashPasswordToken(token)),
              isNull(passwordTokens.usedAt),
              gt(passwordTokens.expiresAt, at),
            ),
          )
          .returning({ accountId: passwordTokens.accountId });
        if (used.length === 0) return false;
        await tx
          .update(passwordTokens)
          .set({ usedAt: at })
          .where(and(eq(passwordTokens.accountId, link.accountId), isNull(passwordTokens.usedAt)));
        await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, link.accountId));
        return true;
      });
      if (!claimed) throw notFound(PASSWORD_LINK_INVALID);
      return { accountId: link.accountId };
    },
  };
}
