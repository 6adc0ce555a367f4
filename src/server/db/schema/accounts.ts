import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** A person who signs in. Owns one or more artist profiles; the role gates the admin console. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'team_member', 'founder', 'artist', 'user'] })
      .notNull()
      .default('user'),
    isDemo: boolean('is_demo').notNull().default(false),
    /**
     * A visitor's own demo copy is removed once this passes (24 h after its last use, issue 14);
     * null for every other account, and for the demo template the copies are made from.
     */
    demoExpiresAt: timestamp('demo_expires_at', { withTimezone: true }),
    /** Suspended accounts cannot sign in and lose their sessions (admin console, issue 7). */
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The admin console's Users pages, newest first, whole or by role (keyset, DESIGN §3).
    index('accounts_created_idx').on(t.createdAt, t.id),
    index('accounts_role_created_idx').on(t.role, t.createdAt, t.id),
    // The periodic clean-up finds expired demo copies without reading other accounts.
    index('accounts_demo_expires_idx')
      .on(t.demoExpiresAt)
      .where(sql`${t.demoExpiresAt} is not null`),
  ],
);

/** An artist profile: projects, songs, playlists and notifications belong to a profile. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    artistName: text('artist_name'),
    plan: text('plan', { enum: ['creator', 'professional', 'studio'] })
      .notNull()
      .default('creator'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** An administrator's storage limit for this person in MB; null: the plan's storage. */
    storageLimitMb: integer('storage_limit_mb'),
    genre: text('genre'),
    experience: text('experience'),
    goals: jsonb('goals').$type<string[]>().notNull().default([]),
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    profileImageUrl: text('profile_image_url'),
    bio: text('bio'),
    location: text('location'),
    website: text('website'),
    primaryInstrument: text('primary_instrument'),
    yearsExperience: integer('years_experience'),
    recordLabel: text('record_label'),
    publisher: text('publisher'),
    ipiNumber: text('ipi_number'),
    proNumber: text('pro_number'),
    isniNumber: text('isni_number'),
    instagramHandle: text('instagram_handle'),
    twitterHandle: text('twitter_handle'),
    youtubeChannel: text('youtube_channel'),
    spotifyProfile: text('spotify_profile'),
    soundcloudProfile: text('soundcloud_profile'),
    /** The public artist page's address, /artist/{handle}; null until the profile is shared. */
    handle: text('handle').unique(),
    /** Whether /artist/{handle} is served at all. */
    isPublic: boolean('is_public').notNull().default(false),
    /** Which profile fields the public artist page shows (field names of the profile entity). */
    publicFields: jsonb('public_fields').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profiles_account_idx').on(t.accountId, t.createdAt, t.id)],
);

/** Sign-in sessions; only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull().default(false),
    /**
     * The session the account was registered in: its dashboard says "Welcome" (for its first
     * FIRST_VISIT_HOURS), every later session "Welcome back" (issue 25 item 9).
     */
    firstVisit: boolean('first_visit').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);
