import { and, asc, desc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { SplitSnapshot, SplitType } from '../../../shared/schemas/splits.js';
import type { DbExecutor } from '../../db/client.js';
import { credits, profiles, projects, splitHistory, splits } from '../../db/schema/index.js';
import { afterTimestampId, sortText } from '../../db/timestamp-keyset.js';
import { pageReadSize, type TimestampIdKey } from '../../lib/pagination.js';

export type SplitRow = typeof splits.$inferSelect;
export type SplitValues = Pick<
  typeof splits.$inferInsert,
  'name' | 'email' | 'basisPoints' | 'splitType' | 'description' | 'memberProfileId' | 'creditId'
>;
export type SplitHistoryAction = (typeof splitHistory.$inferInsert)['action'];

export interface SplitHistoryRow {
  entry: typeof splitHistory.$inferSelect;
  actorArtistName: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
}

export interface NewSplitHistory {
  projectId: string;
  splitId: string;
  splitType: SplitType;
  action: SplitHistoryAction;
  actorProfileId: string;
  before: SplitSnapshot | null;
  after: SplitSnapshot | null;
}

/** SQL for splits and their history, on the database or inside a transaction. */
function splitQueries(db: DbExecutor) {
  return {
    /** A project's splits, oldest first. */
    async listByProject(projectId: string): Promise<SplitRow[]> {
      return db
        .select()
        .from(splits)
        .where(eq(splits.projectId, projectId))
        .orderBy(asc(splits.createdAt), asc(splits.id));
    },

    /** One page of a project's splits, oldest first: `pageReadSize(limit)` rows after `after`. */
    async pageByProject(
      projectId: string,
      after: TimestampIdKey | null,
      limit: number,
    ): Promise<(SplitRow & { sortAt: string })[]> {
      return db
        .select({ ...getTableColumns(splits), sortAt: sortText(splits.createdAt) })
        .from(splits)
        .where(
          and(
            eq(splits.projectId, projectId),
            afterTimestampId([splits.createdAt, splits.id], after, 'asc'),
          ),
        )
        .orderBy(asc(splits.createdAt), asc(splits.id))
        .limit(pageReadSize(limit));
    },

    async countByProject(projectId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(splits)
        .where(eq(splits.projectId, projectId));
      return row?.count ?? 0;
    },

    /** Whether the credit belongs to the project (a split may name the same person). */
    async creditInProject(projectId: string, creditId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: credits.id })
        .from(credits)
        .where(and(eq(credits.id, creditId), eq(credits.projectId, projectId)))
        .limit(1);
      return row !== undefined;
    },

    async findInProject(projectId: string, splitId: string): Promise<SplitRow | null> {
      const [row] = await db
        .select()
        .from(splits)
        .where(and(eq(splits.id, splitId), eq(splits.projectId, projectId)))
        .limit(1);
      return row ?? null;
    },

    /** The basis points already given out for one type, leaving out `exceptSplitId`. */
    async typeTotal(projectId: string, splitType: SplitType, exceptSplitId?: string) {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${splits.basisPoints}), 0)::int` })
        .from(splits)
        .where(
          and(
            eq(splits.projectId, projectId),
            eq(splits.splitType, splitType),
            exceptSplitId ? ne(splits.id, exceptSplitId) : undefined,
          ),
        );
      return row?.total ?? 0;
    },

    async insert(projectId: string, values: SplitValues): Promise<SplitRow> {
      const [row] = await db
        .insert(splits)
        .values({ ...values, projectId })
        .returning();
      if (!row) throw new Error('Inserting a split returned no row');
      return row;
    },

    async update(splitId: string, changes: Partial<SplitValues>): Promise<SplitRow> {
      const [row] = await db
        .update(splits)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(splits.id, splitId))
        .returning();
      if (!row) throw new Error('Updating a split returned no row');
      return row;
    },

    async remove(splitId: string): Promise<void> {
      await db.delete(splits).where(eq(splits.id, splitId));
    },

    async addHistory(entry: NewSplitHistory): Promise<void> {
      await db.insert(splitHistory).values(entry);
    },

    /** The newest `limit` history entries of a project, with the actor's names joined in. */
    async listHistory(projectId: string, limit: number): Promise<SplitHistoryRow[]> {
      return db
        .select({
          entry: splitHistory,
          actorArtistName: profiles.artistName,
          actorFirstName: profiles.firstName,
          actorLastName: profiles.lastName,
        })
        .from(splitHistory)
        .leftJoin(profiles, eq(profiles.id, splitHistory.actorProfileId))
        .where(eq(splitHistory.projectId, projectId))
        .orderBy(desc(splitHistory.createdAt), desc(splitHistory.id))
        .limit(limit);
    },
  };
}
export type SplitQueries = ReturnType<typeof splitQueries>;

/** The split queries, plus `inProjectLock` to run writes in one locked transaction. */
export function splitsRepository(db: DbExecutor) {
  return {
    ...splitQueries(db),

    /**
     * Runs `work` in a transaction that first locks the project row (SELECT … FOR UPDATE):
     * two concurrent changes to one project's splits queue up, so the second one sees the
     * first one's total and the 100 % check cannot be raced.
     */
    async inProjectLock<T>(
      projectId: string,
      work: (repo: SplitQueries, tx: DbExecutor) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: projects.id })
          .from(projects)
          .where(eq(projects.id, projectId))
          .for('update');
        return work(splitQueries(tx), tx);
      });
    },
  };
}
export type SplitsRepository = ReturnType<typeof splitsRepository>;
