import { boolean, index, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { PlaySource } from '../../../shared/schemas/analytics.js';
import { accounts, profiles } from './accounts.js';
import { audioFiles } from './projects.js';

/** One row per account: the settings page (issue 7), remembered on every device. */
export const accountSettings = pgTable('account_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  language: text('language').notNull().default('en'),
  pushNotifications: boolean('push_notifications').notNull().default(true),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  /** 'system' follows the device until the user chooses. */
  theme: text('theme', { enum: ['system', 'light', 'dark'] })
    .notNull()
    .default('system'),
  autoSave: boolean('auto_save').notNull().default(true),
  /** An IANA zone the person chose (analytics' days); null: none chosen, UTC. */
  timeZone: text('time_zone'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** People who represent an artist profile (manager, agent, label, publisher). */
export const representatives = pgTable(
  'representatives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role', { enum: ['manager', 'agent', 'label', 'publisher'] }).notNull(),
    email: text('email'),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('representatives_profile_idx').on(t.profileId, t.createdAt, t.id)],
);

/**
 * One listen of a song: recorded when playback passes 30 s or reaches the end (issue 28 item 5
 * adds where it came from and how much was heard).
 */
export const plays = pgTable(
  'plays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    audioFileId: uuid('audio_file_id')
      .notNull()
      .references(() => audioFiles.id, { onDelete: 'cascade' }),
    /** Null for a signed-out listener (a shared playlist) or a deleted profile. */
    listenerProfileId: uuid('listener_profile_id').references(() => profiles.id, {
      onDelete: 'set null',
    }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Where it came from (PLAY_SOURCES), decided by the server from the route it came in on. An
     * insert that leaves it out (older code, a restored backup) gets the rule migration 0035
     * gave the rows it found, from a trigger: 'own' for the owner's play, else 'collaborator'.
     */
    source: text('source')
      .$type<PlaySource>()
      .notNull()
      .default(sql`null`),
    /** Seconds heard, when the player reported them. */
    secondsHeard: real('seconds_heard'),
    /** Whether it played to the end, when the player reported it. */
    completed: boolean('completed'),
    /**
     * The song's owner when the play was counted, copied at insert: an owner's plays are one
     * index range (analytics), without a join over their songs. A song moved to another
     * owner's project leaves its past plays with the owner who had them. Filled by a trigger
     * (migration 0035) when an insert leaves it out.
     */
    ownerProfileId: uuid('owner_profile_id')
      .notNull()
      .default(sql`null`)
      .references(() => profiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('plays_audio_idx').on(t.audioFileId),
    index('plays_played_at_idx').on(t.playedAt),
    // INCLUDEs every other column the analytics read (migration 0041): a period's raw edges
    // are an index-only scan, not a page per play.
    index('plays_owner_played_idx').on(t.ownerProfileId, t.playedAt),
  ],
);

/**
 * What happened, for the admin console's recent activity: sign-ups, uploads, invitations and
 * admin actions. `kind` is a dotted name ('account.registered', 'audio.uploaded', …); details
 * hold what the console shows (never a password or a token).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    // An account's last activity (admin analytics and the user-activity report).
    index('audit_log_actor_idx').on(t.actorAccountId, t.createdAt),
  ],
);

/**
 * Single-use links to set a password; only the SHA-256 is stored. `purpose` keeps the two
 * kinds apart: 'set' (an admin's "Add User", signs in) and 'reset' (forgot password, ends every
 * session), so neither page accepts the other's link.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['set', 'reset'] })
      .notNull()
      .default('set'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_tokens_account_idx').on(t.accountId)],
);
