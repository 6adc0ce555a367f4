import { and, asc, desc, eq, gte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CollaborationStatus } from '../../../shared/schemas/collaborations.js';
import type { Database } from '../../db/client.js';
import { accounts, collaborations, profiles, projects } from '../../db/schema/index.js';
import { afterTimestampId, sortText } from '../../db/timestamp-keyset.js';
import { pageReadSize, type TimestampIdKey } from '../../lib/pagination.js';
import { foldersRepository } from '../folders/index.js';

export type CollaborationRow = typeof collaborations.$inferSelect;

/** A collaboration with what lists show of its project and member. */
export interface CollaborationListing extends CollaborationRow {
  projectTitle: string;
  memberFirstName: string | null;
  memberArtistName: string | null;
  memberEmail: string | null;
  inviterFirstName: string | null;
  inviterLastName: string | null;
  inviterArtistName: string | null;
}

/** A listing with its sort key as PostgreSQL prints it (the cursor keeps every microsecond). */
export type CollaborationPageRow = CollaborationListing & { sortAt: string };

const inviter = alias(profiles, 'inviter');

const listingColumns = {
  row: collaborations,
  projectTitle: projects.title,
  memberFirstName: profiles.firstName,
  memberArtistName: profiles.artistName,
  memberEmail: accounts.email,
  inviterFirstName: inviter.firstName,
  inviterLastName: inviter.lastName,
  inviterArtistName: inviter.artistName,
};

/** SQL for collaborations and invitations. */
export function collaborationsRepository(db: Database) {
  // Every listing carries its sort key (as text) for the lists' cursors.
  const listing = () =>
    db
      .select({ ...listingColumns, sortAt: sortText(collaborations.createdAt) })
      .from(collaborations)
      .innerJoin(projects, eq(projects.id, collaborations.projectId))
      .leftJoin(profiles, eq(profiles.id, collaborations.profileId))
      .leftJoin(accounts, eq(accounts.id, profiles.accountId))
      .leftJoin(inviter, eq(inviter.id, collaborations.invitedByProfileId));

  const flatten = (
    rows: Awaited<ReturnType<ReturnType<typeof listing>['execute']>>,
  ): CollaborationPageRow[] => rows.map(({ row, ...rest }) => ({ ...row, ...rest }));

  return {
    async findById(id: string): Promise<CollaborationListing | null> {
      const rows = await listing().where(eq(collaborations.id, id)).limit(1);
      return flatten(rows)[0] ?? null;
    },

    async findByTokenHash(tokenHash: string): Promise<CollaborationListing | null> {
      const rows = await listing().where(eq(collaborations.tokenHash, tokenHash)).limit(1);
      return flatten(rows)[0] ?? null;
    },

    /** One page of a project's members and invitations (or one status), oldest first. */
    async pageByProject(
      projectId: string,
      status: CollaborationStatus | undefined,
      after: TimestampIdKey | null,
      limit: number,
    ): Promise<CollaborationPageRow[]> {
      const rows = await listing()
        .where(
          and(
            eq(collaborations.projectId, projectId),
            status ? eq(collaborations.status, status) : undefined,
            afterTimestampId([collaborations.createdAt, collaborations.id], after, 'asc'),
          ),
        )
        .orderBy(asc(collaborations.createdAt), asc(collaborations.id))
        .limit(pageReadSize(limit));
      return flatten(rows);
    },

    /** How many rows a project has (of one status): a small count on the project's index. */
    async countByProject(projectId: string, status: CollaborationStatus | undefined) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(collaborations)
        .where(
          and(
            eq(collaborations.projectId, projectId),
            status ? eq(collaborations.status, status) : undefined,
          ),
        );
      return row?.count ?? 0;
    },

    /** The project's row for an e-mail: its pending invitation or its member's, if any. */
    async findByEmailInProject(
      projectId: string,
      email: string,
    ): Promise<CollaborationListing | null> {
      const rows = await listing()
        .where(
          and(
            eq(collaborations.projectId, projectId),
            or(eq(collaborations.inviteEmail, email), eq(accounts.email, email)),
          ),
        )
        .orderBy(asc(collaborations.createdAt), asc(collaborations.id))
        .limit(1);
      return flatten(rows)[0] ?? null;
    },

    /** One page of the live invitations addressed to an e-mail, across projects, newest first. */
    async pagePendingForEmail(
      email: string,
      now: Date,
      after: TimestampIdKey | null,
      limit: number,
    ): Promise<CollaborationPageRow[]> {
      const rows = await listing()
        .where(
          and(
            eq(collaborations.inviteEmail, email),
            eq(collaborations.status, 'pending'),
            // isLiveInvitation, in SQL: a link that has not expired.
            gte(collaborations.tokenExpiresAt, now),
            // A demo studio's invitations travel only as the link its visitor copies: they
            // never reach a real person's list (issue 14 item 6).
            sql`not exists (select 1 from profiles demo_p join accounts demo_a
              on demo_a.id = demo_p.account_id
              where demo_p.id = ${collaborations.invitedByProfileId} and demo_a.is_demo)`,
            afterTimestampId([collaborations.createdAt, collaborations.id], after, 'desc'),
          ),
        )
        .orderBy(desc(collaborations.createdAt), desc(collaborations.id))
        .limit(pageReadSize(limit));
      return flatten(rows);
    },

    async findMember(projectId: string, profileId: string): Promise<CollaborationRow | null> {
      const [row] = await db
        .select()
        .from(collaborations)
        .where(
          and(eq(collaborations.projectId, projectId), eq(collaborations.profileId, profileId)),
        )
        .limit(1);
      return row ?? null;
    },

    async insertInvitation(
      values: Pick<
        typeof collaborations.$inferInsert,
        'projectId' | 'inviteEmail' | 'role' | 'invitedByProfileId' | 'tokenHash' | 'tokenExpiresAt'
      >,
    ): Promise<CollaborationRow> {
      const [row] = await db.insert(collaborations).values(values).returning();
      if (!row) throw new Error('Inserting an invitation returned no row');
      return row;
    },

    async replaceToken(id: string, tokenHash: string, tokenExpiresAt: Date): Promise<void> {
      await db
        .update(collaborations)
        .set({ tokenHash, tokenExpiresAt, emailFailedAt: null, updatedAt: sql`now()` })
        .where(eq(collaborations.id, id));
    },

    /**
     * A queued invitation e-mail's final fate: given up (`failed`) or handed over (`sent`). The
     * project of the pending row it marked; null when the invitation was answered or cancelled.
     */
    async recordEmailOutcome(id: string, outcome: 'sent' | 'failed'): Promise<string | null> {
      const [row] = await db
        .update(collaborations)
        .set({ emailFailedAt: outcome === 'failed' ? sql`now()` : null })
        .where(and(eq(collaborations.id, id), eq(collaborations.status, 'pending')))
        .returning({ projectId: collaborations.projectId });
      return row?.projectId ?? null;
    },

    /** Pending → accepted for a profile; false when someone else answered first. */
    async accept(id: string, profileId: string): Promise<boolean> {
      const updated = await db
        .update(collaborations)
        .set({
          status: 'accepted',
          profileId,
          tokenHash: null,
          tokenExpiresAt: null,
          acceptedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(collaborations.id, id), eq(collaborations.status, 'pending')))
        .returning({ id: collaborations.id });
      return updated.length > 0;
    },

    async changeRole(id: string, role: CollaborationRow['role']): Promise<void> {
      await db
        .update(collaborations)
        .set({ role, updatedAt: sql`now()` })
        .where(eq(collaborations.id, id));
    },

    /**
     * Deletes an invitation or a membership. A membership takes its member's folder placement
     * of the project with it, in the same transaction: left behind, the row would file the
     * project again in that member's folder the day they re-join.
     */
    async remove(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(collaborations)
          .where(eq(collaborations.id, id))
          .returning({ projectId: collaborations.projectId, profileId: collaborations.profileId });
        if (!removed) return false;
        if (removed.profileId) {
          await foldersRepository(tx).unplace(removed.profileId, removed.projectId);
        }
        return true;
      });
    },

    /** The account e-mail behind a profile (who is signed in, who owns a project). */
    async emailOfProfile(profileId: string): Promise<string | null> {
      const [row] = await db
        .select({ email: accounts.email })
        .from(profiles)
        .innerJoin(accounts, eq(accounts.id, profiles.accountId))
        .where(eq(profiles.id, profileId))
        .limit(1);
      return row?.email ?? null;
    },

    /** The profiles of the account registered with an e-mail (invitations reach all of them). */
    async profilesOfEmail(email: string): Promise<string[]> {
      const rows = await db
        .select({ id: profiles.id })
        .from(profiles)
        .innerJoin(accounts, eq(accounts.id, profiles.accountId))
        .where(eq(accounts.email, email));
      return rows.map((row) => row.id);
    },

    async accountExists(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, email))
        .limit(1);
      return Boolean(row);
    },
  };
}
export type CollaborationsRepository = ReturnType<typeof collaborationsRepository>;
