import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, passwordTokens } from '../../db/schema/index.js';
import { insertAccount } from '../auth/auth.repository.js';
import { insertProfileWithLibrary } from '../auth/auth.service.js';
import { hashPassword } from '../auth/password.js';
import { NO_PASSWORD_HASH } from './admin-users.service.js';
import { newPasswordToken } from './password-link.js';

export interface EnsureAdminResult {
  outcome: 'promoted' | 'created';
  /** A set-password token, when the account has no password it could sign in with. */
  passwordToken: string | null;
}

/**
 * The first administrator (npm run admin:create): an existing account gets the admin role
 * (and is reactivated; a new password when one is given); otherwise an admin account is
 * created, with the given password or, without one, a single-use link to choose it.
 */
export async function ensureAdmin(
  db: Database,
  input: { email: string; password?: string },
  now = new Date(),
): Promise<EnsureAdminResult> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, input.email))
      .limit(1);
    if (existing) {
      await tx
        .update(accounts)
        .set({ role: 'admin', status: 'active', ...(passwordHash ? { passwordHash } : {}) })
        .where(eq(accounts.id, existing.id));
      return { outcome: 'promoted', passwordToken: null };
    }
    const account = await insertAccount(tx, {
      email: input.email,
      passwordHash: passwordHash ?? NO_PASSWORD_HASH,
      role: 'admin',
    });
    await insertProfileWithLibrary(tx, {
      accountId: account.id,
      firstName: 'Site',
      lastName: 'Administrator',
    });
    if (passwordHash) return { outcome: 'created', passwordToken: null };
    const link = newPasswordToken(now);
    await tx
      .insert(passwordTokens)
      .values({ tokenHash: link.hash, accountId: account.id, expiresAt: link.expiresAt });
    return { outcome: 'created', passwordToken: link.token };
  });
}
