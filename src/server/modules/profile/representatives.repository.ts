import { and, asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { representatives } from '../../db/schema/index.js';
import { afterTimestampId, sortText } from '../../db/timestamp-keyset.js';
import { pageReadSize, type TimestampIdKey } from '../../lib/pagination.js';

export type RepresentativeRow = typeof representatives.$inferSelect;
export type RepresentativeValues = Pick<
  typeof representatives.$inferInsert,
  'name' | 'role' | 'email' | 'phone'
>;

/**
 * SQL for representatives. Every statement is scoped to the owning profile, so an id of
 * another profile's representative matches nothing.
 */
export function representativesRepository(db: Database) {
  const owned = (profileId: string, id: string) =>
    and(eq(representatives.id, id), eq(representatives.profileId, profileId));

  return {
    /** One page of a profile's representatives in the order they were added. */
    async page(
      profileId: string,
      after: TimestampIdKey | null,
      limit: number,
    ): Promise<(RepresentativeRow & { sortAt: string })[]> {
      return db
        .select({
          ...getTableColumns(representatives),
          sortAt: sortText(representatives.createdAt),
        })
        .from(representatives)
        .where(
          and(
            eq(representatives.profileId, profileId),
            afterTimestampId([representatives.createdAt, representatives.id], after, 'asc'),
          ),
        )
        .orderBy(asc(representatives.createdAt), asc(representatives.id))
        .limit(pageReadSize(limit));
    },

    async count(profileId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(representatives)
        .where(eq(representatives.profileId, profileId));
      return row?.total ?? 0;
    },

    async insert(profileId: string, values: RepresentativeValues): Promise<RepresentativeRow> {
      const [row] = await db
        .insert(representatives)
        .values({ ...values, profileId })
        .returning();
      if (!row) throw new Error('Inserting a representative returned no row');
      return row;
    },

    /** The updated row, or null when the profile has no representative with that id. */
    async update(
      profileId: string,
      id: string,
      changes: Partial<RepresentativeValues>,
    ): Promise<RepresentativeRow | null> {
      const [row] = await db
        .update(representatives)
        .set(changes)
        .where(owned(profileId, id))
        .returning();
      return row ?? null;
    },

    /** Whether a row was deleted. */
    async remove(profileId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(representatives)
        .where(owned(profileId, id))
        .returning({ id: representatives.id });
      return rows.length > 0;
    },
  };
}
export type RepresentativesRepository = ReturnType<typeof representativesRepository>;
