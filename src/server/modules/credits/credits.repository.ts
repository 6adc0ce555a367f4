import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { credits } from '../../db/schema/index.js';

export type CreditRow = typeof credits.$inferSelect;
export type CreditValues = Pick<
  typeof credits.$inferInsert,
  'name' | 'role' | 'email' | 'description' | 'website' | 'social'
>;

/** SQL for credits and nothing else. */
export function creditsRepository(db: Database) {
  return {
    /** A project's credits, oldest first (the order they were added in). */
    async listByProject(projectId: string): Promise<CreditRow[]> {
      return db
        .select()
        .from(credits)
        .where(eq(credits.projectId, projectId))
        .orderBy(asc(credits.createdAt), asc(credits.id));
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
