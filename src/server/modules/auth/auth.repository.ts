import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../../shared/schemas/settings.js';
import type { Database, DbExecutor } from '../../db/client.js';
import { accounts, accountSettings, profiles } from '../../db/schema/index.js';
import { afterTimestampId, sortText } from '../../db/timestamp-keyset.js';
import { pageReadSize, type TimestampIdKey } from '../../lib/pagination.js';

export type AccountRow = typeof accounts.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
/** An account without its password hash: what may travel towards a response. */
export type PublicAccount = Omit<AccountRow, 'passwordHash'>;

/**
 * The account's interface language (its settings, the default until it saves one): read with
 * the user, so the client applies it before drawing anything signed in (issue 25 item 9).
 */
const accountLanguage = sql<Language>`coalesce(${accountSettings.language}, ${DEFAULT_ACCOUNT_SETTINGS.language})`;

const publicAccountColumns = {
  id: accounts.id,
  email: accounts.email,
  role: accounts.role,
  isDemo: accounts.isDemo,
  demoExpiresAt: accounts.demoExpiresAt,
  status: accounts.status,
  createdAt: accounts.createdAt,
};

/** Profiles oldest first; the id breaks ties between profiles made in one transaction. */
export const profileOrder = [asc(profiles.createdAt), asc(profiles.id)];

/** Inserts an account; pass a transaction to create it together with its profile. */
export async function insertAccount(
  tx: DbExecutor,
  values: typeof accounts.$inferInsert,
): Promise<PublicAccount> {
  const [row] = await tx.insert(accounts).values(values).returning(publicAccountColumns);
  if (!row) throw new Error('Inserting the account returned no row');
  return row;
}

/** Inserts an artist profile. */
export async function insertProfile(
  tx: DbExecutor,
  values: typeof profiles.$inferInsert,
): Promise<ProfileRow> {
  const [row] = await tx.insert(profiles).values(values).returning();
  if (!row) throw new Error('Inserting the profile returned no row');
  return row;
}

/** The new account's first setting: the language it signed up in. */
export async function insertAccountLanguage(
  tx: DbExecutor,
  accountId: string,
  language: Language,
): Promise<void> {
  await tx.insert(accountSettings).values({ accountId, language });
}

export function authRepository(db: Database) {
  return {
    /** The account with its hash (for the password check) and its first-created profile. */
    async findLogin(email: string) {
      const rows = await db
        .select({ account: accounts, profile: profiles, language: accountLanguage })
        .from(accounts)
        .innerJoin(profiles, eq(profiles.accountId, accounts.id))
        .leftJoin(accountSettings, eq(accountSettings.accountId, accounts.id))
        .where(eq(accounts.email, email))
        .orderBy(...profileOrder)
        .limit(1);
      return rows[0] ?? null;
    },
    async emailExists(email: string): Promise<boolean> {
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, email))
        .limit(1);
      return rows.length > 0;
    },
    /** The profile together with its account's public facts, in one query. */
    async findUser(profileId: string) {
      const rows = await db
        .select({ account: publicAccountColumns, profile: profiles, language: accountLanguage })
        .from(profiles)
        .innerJoin(accounts, eq(accounts.id, profiles.accountId))
        .leftJoin(accountSettings, eq(accountSettings.accountId, accounts.id))
        .where(eq(profiles.id, profileId))
        .limit(1);
      return rows[0] ?? null;
    },
    async listProfiles(accountId: string): Promise<ProfileRow[]> {
      return db
        .select()
        .from(profiles)
        .where(eq(profiles.accountId, accountId))
        .orderBy(...profileOrder);
    },
    /** One page of the account's profiles, oldest first: `pageReadSize(limit)` rows after `after`. */
    async pageProfiles(
      accountId: string,
      after: TimestampIdKey | null,
      limit: number,
    ): Promise<(ProfileRow & { sortAt: string })[]> {
      return db
        .select({ ...getTableColumns(profiles), sortAt: sortText(profiles.createdAt) })
        .from(profiles)
        .where(
          and(
            eq(profiles.accountId, accountId),
            afterTimestampId([profiles.createdAt, profiles.id], after, 'asc'),
          ),
        )
        .orderBy(...profileOrder)
        .limit(pageReadSize(limit));
    },
    async countProfiles(accountId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(profiles)
        .where(eq(profiles.accountId, accountId));
      return row?.count ?? 0;
    },
    /** The profile only when it belongs to the account. */
    async findOwnProfile(accountId: string, profileId: string): Promise<ProfileRow | null> {
      const rows = await db
        .select()
        .from(profiles)
        .where(and(eq(profiles.id, profileId), eq(profiles.accountId, accountId)))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
