import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { accounts, passwordTokens, profiles } from '../../db/schema/index.js';
import { afterTimestampId, sortText } from '../../db/timestamp-keyset.js';
import { pageReadSize, type TimestampIdKey } from '../../lib/pagination.js';
import { endSessionsOfUser } from '../../sessions/session-end.repository.js';
import { containsPattern } from './like-pattern.js';

type AccountRole = (typeof accounts.$inferSelect)['role'];
type AccountStatus = (typeof accounts.$inferSelect)['status'];

// The account's first profile names it; projects are the song projects of all its profiles
// (each profile's "My Library" is not a project, as on the dashboard).
const firstProfile = sql`(select p.id from ${profiles} p where p.account_id = ${accounts.id}
  order by p.created_at, p.id limit 1)`;
const userColumns = {
  id: accounts.id,
  email: accounts.email,
  role: accounts.role,
  status: accounts.status,
  createdAt: accounts.createdAt,
  sortAt: sortText(accounts.createdAt),
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  artistName: profiles.artistName,
  storageLimitMb: profiles.storageLimitMb,
  projects: sql<number>`(select count(*) from projects pr
    join profiles op on op.id = pr.owner_profile_id
    where op.account_id = ${accounts.id} and not pr.is_library)`.mapWith(Number),
};
export type AdminUserRow = {
  id: string;
  email: string;
  role: AccountRole;
  status: AccountStatus;
  createdAt: Date;
  /** createdAt as PostgreSQL prints it: the page cursor's sort key. */
  sortAt: string;
  firstName: string | null;
  lastName: string | null;
  artistName: string | null;
  /** The limit an administrator set for this person (MB), null: their plan's storage. */
  storageLimitMb: number | null;
  projects: number;
};

function selectUsers(db: DbExecutor, where: SQL | undefined) {
  return db
    .select(userColumns)
    .from(accounts)
    .leftJoin(profiles, eq(profiles.id, firstProfile))
    .where(where)
    .orderBy(desc(accounts.createdAt), desc(accounts.id));
}

/** SQL of the admin Users tab. */
export function adminUsersRepository(db: Database) {
  return {
    /**
     * One page of accounts, newest first (`pageReadSize(limit)` rows after `after`), on the
     * (created_at, id) index or, filtered by role, the (role, created_at, id) one.
     */
    async page(
      filter: { search: string; role: AccountRole | 'all' },
      after: TimestampIdKey | null,
      limit: number,
    ): Promise<AdminUserRow[]> {
      const conditions: (SQL | undefined)[] = [
        afterTimestampId([accounts.createdAt, accounts.id], after, 'desc'),
      ];
      if (filter.role !== 'all') conditions.push(eq(accounts.role, filter.role));
      if (filter.search) {
        const pattern = containsPattern(filter.search);
        // Any of the account's profiles may carry the name being looked for.
        const named = sql`exists (select 1 from ${profiles} np where np.account_id = ${accounts.id}
          and (np.artist_name ilike ${pattern}
            or (np.first_name || ' ' || np.last_name) ilike ${pattern}))`;
        conditions.push(or(ilike(accounts.email, pattern), named));
      }
      return selectUsers(db, and(...conditions)).limit(pageReadSize(limit));
    },

    async find(accountId: string): Promise<AdminUserRow | null> {
      const [row] = await selectUsers(db, eq(accounts.id, accountId)).limit(1);
      return row ?? null;
    },

    async emailExists(email: string): Promise<boolean> {
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, email))
        .limit(1);
      return rows.length > 0;
    },

    /** Sets role and/or status; suspending also ends every session of the account at once. */
    async update(
      accountId: string,
      values: { role?: AccountRole; status?: AccountStatus },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(accounts).set(values).where(eq(accounts.id, accountId));
        if (values.status === 'suspended') {
          await endSessionsOfUser(tx, accountId);
        }
      });
    },

    async insertPasswordToken(
      tx: DbExecutor,
      row: { tokenHash: string; accountId: string; expiresAt: Date },
    ): Promise<void> {
      await tx.insert(passwordTokens).values(row);
    },

    /** The id of the account with this e-mail, read inside `tx`, or null. */
    async findIdByEmail(tx: DbExecutor, email: string): Promise<string | null> {
      const [row] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, email))
        .limit(1);
      return row?.id ?? null;
    },

    /** Makes the account an active administrator, with a new password hash when one is given. */
    async promoteToAdmin(
      tx: DbExecutor,
      accountId: string,
      passwordHash: string | null,
    ): Promise<void> {
      await tx
        .update(accounts)
        .set({ role: 'admin', status: 'active', ...(passwordHash ? { passwordHash } : {}) })
        .where(eq(accounts.id, accountId));
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof adminUsersRepository>;
