import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { accounts, profiles } from '../../db/schema/index.js';

/** SQL for the storage limit an administrator sets for one person (every profile of the account). */
export function userStorageRepository(db: DbExecutor) {
  return {
    /** Sets the limit (MB; null: the plan's storage); the account's e-mail, or null if no account. */
    async setLimit(accountId: string, storageLimitMb: number | null): Promise<string | null> {
      const [account] = await db
        .select({ email: accounts.email })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      if (!account) return null;
      await db.update(profiles).set({ storageLimitMb }).where(eq(profiles.accountId, accountId));
      return account.email;
    },
  };
}
