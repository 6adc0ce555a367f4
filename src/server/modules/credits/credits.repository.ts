import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { CreditsSummary } from '../../../shared/schemas/credits.js';
import type { Database } from '../../db/client.js';
import { credits } from '../../db/schema/index.js';
import { afterTimestampId, sortText } from '../../db/timestamp-keyset.js';
import { pageReadSize, type TimestampIdKey } from '../../lib/pagination.js';

export type CreditRow = typeof credits.$inferSelect;
export type CreditPageRow = CreditRow & { sortAt: string };
export type CreditValues = Pick<
  typeof credits.$inferInsert,
  'name' | 'role' | 'email' | 'description' | 'website' | 'social'
>;

/** SQL for credits and nothing else. */
export function creditsRepository(db: Database) {
  return {
    /** One page of a project's credits, oldest first: `pageReadSize(limit)` rows after `after`. */
    async pageByProject(
      projectId: string,
      after: TimestampIdKey | null,
      limit: number,
    ): Promise<CreditPageRow[]> {
      return db
        .select({ ...getTableColumns(credits), sortAt: sortText(credits.createdAt) })
        .from(credits)
        .where(
          and(
            eq(credits.projectId, projectId),
            afterTimestampId([credits.createdAt, credits.id], after, 'asc'),
          ),
        )
        .orderBy(asc(credits.createdAt), asc(credits.id))
        .limit(pageReadSize(limit));
    },

    /**
     * The summary over every credit of the project, in the database: contributors, distinct
     * roles (split, trimmed and compared as splitCreditRoles does) and those with a contact.
     */
    async summary(projectId: string): Promise<CreditsSummary> {
      const [row] = await db
        .select({
          totalContributors: sql<number>`count(*)::int`,
          withContactInfo: sql<number>`(count(*) filter (where coalesce(${credits.email}, '') <> ''
            or coalesce(${credits.website}, '') <> '' or coalesce(${credits.social}, '') <> ''))::int`,
          uniqueRoles: sql<number>`(select count(distinct lower(btrim(regexp_replace(r.part, '\\s+', ' ', 'g'))))::int
            from ${credits} c, regexp_split_to_table(c.role, ',') as r(part)
            where c.project_id = ${projectId} and btrim(regexp_replace(r.part, '\\s+', ' ', 'g')) <> '')`,
        })
        .from(credits)
        .where(eq(credits.projectId, projectId));
      return row ?? { totalContributors: 0, uniqueRoles: 0, withContactInfo: 0 };
    },

    async findById(creditId: string): Promise<CreditRow | null> {
      const [row] = await db.select().from(credits).where(eq(credits.id, creditId)).limit(1);
      return row ?? null;
    },

    async insert(projectId: string, values: CreditValues): Promise<CreditRow> {
      const [row] = await db
        .insert(credits)
        .values({ ...values, projectId })
        .returning();
      if (!row) throw new Error('Inserting a credit returned no row');
      return row;
    },

    async update(creditId: string, changes: Partial<CreditValues>): Promise<CreditRow> {
      const [row] = await db
        .update(credits)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(credits.id, creditId))
        .returning();
      if (!row) throw new Error('Updating a credit returned no row');
      return row;
    },

    async remove(creditId: string): Promise<void> {
      await db.delete(credits).where(eq(credits.id, creditId));
    },
  };
}
export type CreditsRepository = ReturnType<typeof creditsRepository>;
