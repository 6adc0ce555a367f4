import { eq, sql } from 'drizzle-orm';
import type { AccountSettingsUpdate } from '../../../shared/schemas/settings.js';
import type { Database } from '../../db/client.js';
import { accounts, accountSettings, profiles } from '../../db/schema/index.js';
import {
  endSessionsOfUser,
  endUnusedPasswordLinks,
} from '../../sessions/session-end.repository.js';

export type AccountSettingsRow = typeof accountSettings.$inferSelect;

/** A profile's artist name, its account's e-mail, and the settings row when one exists. */
export interface SettingsListing {
  settings: AccountSettingsRow | null;
  artistName: string | null;
  email: string;
}

/** SQL for per-account settings: one row per account, absent until the first change. */
export function accountSettingsRepository(db: Database) {
  return {
    /** The settings of the profile's account and the profile's read-only facts, in one query. */
    async findForProfile(profileId: string): Promise<SettingsListing | null> {
      const [row] = await db
        .select({
          settings: accountSettings,
          artistName: profiles.artistName,
          email: accounts.email,
        })
        .from(profiles)
        .innerJoin(accounts, eq(accounts.id, profiles.accountId))
        .leftJoin(accountSettings, eq(accountSettings.accountId, accounts.id))
        .where(eq(profiles.id, profileId))
        .limit(1);
      return row ?? null;
    },

    /** Creates the row with the given values (the rest default), or sets only those values. */
    async upsert(accountId: string, changes: AccountSettingsUpdate): Promise<void> {
      await db
        .insert(accountSettings)
        .values({ ...changes, accountId })
        .onConflictDoUpdate({
          target: accountSettings.accountId,
          set: { ...changes, updatedAt: sql`now()` },
        });
    },

    /**
     * Whether e-mail notifications are off for the account signed in with `email`: false for an
     * address without an account and for an account that never changed the (default on) setting.
     */
    async emailNotificationsOff(email: string): Promise<boolean> {
      const [row] = await db
        .select({ emailNotifications: accountSettings.emailNotifications })
        .from(accounts)
        .innerJoin(accountSettings, eq(accountSettings.accountId, accounts.id))
        .where(eq(accounts.email, email))
        .limit(1);
      return row?.emailNotifications === false;
    },

    async passwordHash(accountId: string): Promise<string | null> {
      const [row] = await db
        .select({ passwordHash: accounts.passwordHash })
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .limit(1);
      return row?.passwordHash ?? null;
    },

    /**
     * Stores a new password hash and ends every session of the account except `keepTokenHash`
     * (the one that changed it), and uses up every unused password link, in one transaction: a
     * session stolen or a reset link e-mailed before the change cannot outlive it.
     */
    async replacePassword(accountId: string, hash: string, keepTokenHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(accounts).set({ passwordHash: hash }).where(eq(accounts.id, accountId));
        await endSessionsOfUser(tx, accountId, { except: keepTokenHash });
        await endUnusedPasswordLinks(tx, accountId, new Date());
      });
    },
  };
}
export type AccountSettingsRepository = ReturnType<typeof accountSettingsRepository>;
