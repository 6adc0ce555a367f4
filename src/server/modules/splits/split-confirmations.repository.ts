import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { SplitType } from '../../../shared/schemas/splits.js';
import type { DbExecutor } from '../../db/client.js';
import { accounts, profiles, projects, splitConfirmations } from '../../db/schema/index.js';

export type SplitConfirmationRow = typeof splitConfirmations.$inferSelect;
export type NewSplitConfirmation = Pick<
  typeof splitConfirmations.$inferInsert,
  'projectId' | 'splitId' | 'splitType' | 'email' | 'tokenHash' | 'tokenExpiresAt'
>;

/** SQL for the answers to sent split sheets, on the database or inside a transaction. */
export function splitConfirmationsRepository(db: DbExecutor) {
  return {
    /** The sheet's song and owner, and whether the owner is a demo studio (which mails nobody). */
    async projectOfSheet(projectId: string) {
      const [row] = await db
        .select({
          title: projects.title,
          ownerProfileId: projects.ownerProfileId,
          ownerIsDemo: accounts.isDemo,
        })
        .from(projects)
        .innerJoin(profiles, eq(profiles.id, projects.ownerProfileId))
        .innerJoin(accounts, eq(accounts.id, profiles.accountId))
        .where(eq(projects.id, projectId))
        .limit(1);
      return row ?? null;
    },

    /** Every answer row of a project (at most one per split: bounded by the 100 % rule). */
    async listByProject(projectId: string): Promise<SplitConfirmationRow[]> {
      return db
        .select()
        .from(splitConfirmations)
        .where(eq(splitConfirmations.projectId, projectId));
    },

    async listByType(projectId: string, splitType: SplitType): Promise<SplitConfirmationRow[]> {
      return db
        .select()
        .from(splitConfirmations)
        .where(
          and(
            eq(splitConfirmations.projectId, projectId),
            eq(splitConfirmations.splitType, splitType),
          ),
        );
    },

    /** Forgets the types' answers (a change, a reopen or a new send); returns what was there. */
    async deleteByTypes(
      projectId: string,
      types: readonly SplitType[],
    ): Promise<SplitConfirmationRow[]> {
      if (types.length === 0) return [];
      return db
        .delete(splitConfirmations)
        .where(
          and(
            eq(splitConfirmations.projectId, projectId),
            inArray(splitConfirmations.splitType, [...types]),
          ),
        )
        .returning();
    },

    async insertMany(rows: NewSplitConfirmation[]): Promise<SplitConfirmationRow[]> {
      if (rows.length === 0) return [];
      return db.insert(splitConfirmations).values(rows).returning();
    },

    async findByTokenHash(hash: string): Promise<SplitConfirmationRow | null> {
      const [row] = await db
        .select()
        .from(splitConfirmations)
        .where(eq(splitConfirmations.tokenHash, hash))
        .limit(1);
      return row ?? null;
    },

    async findBySplit(splitId: string): Promise<SplitConfirmationRow | null> {
      const [row] = await db
        .select()
        .from(splitConfirmations)
        .where(eq(splitConfirmations.splitId, splitId))
        .limit(1);
      return row ?? null;
    },

    /** A new link for one party: pending again, the old link ends (only digests are kept). */
    async replaceToken(
      id: string,
      hash: string,
      expiresAt: Date,
      email: string,
    ): Promise<SplitConfirmationRow> {
      const [row] = await db
        .update(splitConfirmations)
        .set({
          tokenHash: hash,
          tokenExpiresAt: expiresAt,
          email,
          status: 'pending',
          note: null,
          answeredAt: null,
          sentAt: sql`now()`,
          emailFailedAt: null,
        })
        .where(eq(splitConfirmations.id, id))
        .returning();
      if (!row) throw new Error('Replacing a split confirmation token returned no row');
      return row;
    },

    /**
     * A queued e-mail's final fate: given up (`failed`) or handed over (`sent`), on the party
     * whose current, unanswered link it carried (`tokenHash`). The project of the row it marked;
     * null when the link was answered, replaced by a resend, or the sheet sent anew.
     */
    async recordEmailOutcome(
      tokenHash: string,
      outcome: 'sent' | 'failed',
    ): Promise<string | null> {
      const [row] = await db
        .update(splitConfirmations)
        .set({ emailFailedAt: outcome === 'failed' ? sql`now()` : null })
        .where(
          and(
            eq(splitConfirmations.tokenHash, tokenHash),
            eq(splitConfirmations.status, 'pending'),
          ),
        )
        .returning({ projectId: splitConfirmations.projectId });
      return row?.projectId ?? null;
    },

    /**
     * Records the answer if the link is still live, in one statement: of two answers sent at
     * once with the same link, only one finds the token (single use). Null when none did.
     */
    async answer(
      hash: string,
      now: Date,
      status: 'confirmed' | 'declined',
      note: string | null,
    ): Promise<SplitConfirmationRow | null> {
      const [row] = await db
        .update(splitConfirmations)
        .set({ status, note, answeredAt: now, tokenHash: null })
        .where(
          and(
            eq(splitConfirmations.tokenHash, hash),
            eq(splitConfirmations.status, 'pending'),
            gte(splitConfirmations.tokenExpiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}
export type SplitConfirmationsRepository = ReturnType<typeof splitConfirmationsRepository>;
