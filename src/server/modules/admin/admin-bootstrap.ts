import type { Database } from '../../db/client.js';
import { insertAccount, insertProfileWithLibrary } from '../auth/index.js';
import { hashPassword } from '../../lib/password.js';
import { adminUsersRepository } from './admin-users.repository.js';
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
  const repo = adminUsersRepository(db);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return db.transaction(async (tx) => {
    const existingId = await repo.findIdByEmail(tx, input.email);
    if (existingId) {
      await repo.promoteToAdmin(tx, existingId, passwordHash);
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
    await repo.insertPasswordToken(tx, {
      tokenHash: link.hash,
      accountId: account.id,
      expiresAt: link.expiresAt,
    });
    return { outcome: 'created', passwordToken: link.token };
  });
}
