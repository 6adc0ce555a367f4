import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts.js';
import { projects } from './projects.js';

/**
 * A person's place in someone else's project (DESIGN §5). An invitation is a pending row
 * addressed to an e-mail; accepting it fills `profileId` and makes it accepted. The owner is
 * never a row here: `projects.ownerProfileId` says who owns.
 */
export const collaborations = pgTable(
  'collaborations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The profile that accepted; null while pending. */
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    /** Lower-cased address the invitation went to. */
    inviteEmail: text('invite_email').notNull(),
    role: text('role', { enum: ['viewer', 'collaborator'] }).notNull(),
    status: text('status', { enum: ['pending', 'accepted'] })
      .notNull()
      .default('pending'),
    invitedByProfileId: uuid('invited_by_profile_id').references(() => profiles.id, {
      onDelete: 'set null',
    }),
    /** SHA-256 of the e-mailed token; cleared once used, replaced on resend. */
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /**
     * When the queued invitation e-mail was given up, its retries spent (decision 034): the
     * collaborators list says so. Cleared by a resend (a new link, a new e-mail) or a delivery.
     */
    emailFailedAt: timestamp('email_failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('collaborations_one_pending_per_email')
      .on(t.projectId, t.inviteEmail)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('collaborations_one_per_member')
      .on(t.projectId, t.profileId)
      .where(sql`${t.profileId} is not null`),
    index('collaborations_profile_idx').on(t.profileId, t.status),
    index('collaborations_email_idx').on(t.inviteEmail, t.status),
    // Pages of a project's members and invitations, oldest first (keyset, DESIGN §3).
    index('collaborations_project_idx').on(t.projectId, t.createdAt, t.id),
    // Pages of the invitations waiting for an e-mail, newest first.
    index('collaborations_pending_email_idx')
      .on(t.inviteEmail, t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);
