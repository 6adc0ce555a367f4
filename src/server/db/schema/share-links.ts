import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './accounts.js';

/** Raw bytes (a listen's per-second counts, one byte a second). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A private share link for one recipient (issue 27, decision 029): a song (a chosen version, or
 * always its latest), a project's songs, or a playlist. The target is named by id without a
 * foreign key: a song, project or playlist that goes away leaves the link (and its receipts)
 * serving nothing, and every request checks again what the maker may share.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 256 random bits, base64url; kept so the maker can copy the link again (decision 029). */
    token: text('token').notNull().unique(),
    targetType: text('target_type').$type<'audio' | 'project' | 'playlist'>().notNull(),
    /** The audio file (version) chosen, the project, or the playlist. */
    targetId: uuid('target_id').notNull(),
    /** A song link's song: what "always the latest version" follows. */
    songId: uuid('song_id'),
    followLatest: boolean('follow_latest').notNull().default(false),
    createdByProfileId: uuid('created_by_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email'),
    recipientLanguage: text('recipient_language'),
    /**
     * When the queued e-mail to the recipient was given up, its retries spent (decision 034):
     * the sharer's list says so on the link. Cleared by a delivery.
     */
    emailFailedAt: timestamp('email_failed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** scrypt, as account passwords (lib/password.ts); null: no password. */
    passwordHash: text('password_hash'),
    allowDownload: boolean('allow_download').notNull(),
    allowComments: boolean('allow_comments').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Receipts at a glance: the listener's page opened first and last, listens begun. */
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    listenCount: integer('listen_count').notNull().default(0),
  },
  (t) => [
    // Keyset pages of the links a profile made, newest first; and of every link (an owner's
    // list also holds members' links on their projects).
    index('share_links_maker_idx').on(t.createdByProfileId, t.createdAt, t.id),
    index('share_links_created_idx').on(t.createdAt, t.id),
    index('share_links_target_idx').on(t.targetId),
    index('share_links_song_idx')
      .on(t.songId)
      .where(sql`${t.songId} is not null`),
  ],
);

/**
 * One listen: a play session of one version through a link, named by an id the listener's page
 * makes. `heard` holds one byte per second of the song: how many times that second was heard
 * in this listen (capped at 255), so the percent heard and the replays are exact.
 */
export const shareListens = pgTable(
  'share_listens',
  {
    id: uuid('id').primaryKey(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    audioFileId: uuid('audio_file_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastHeardAt: timestamp('last_heard_at', { withTimezone: true }).notNull().defaultNow(),
    heard: bytea('heard').notNull(),
    secondsHeard: integer('seconds_heard').notNull().default(0),
    replayedSeconds: integer('replayed_seconds').notNull().default(0),
    /** The song's length when the listen began (the percent's denominator). */
    duration: integer('duration').notNull(),
    ended: boolean('ended').notNull().default(false),
  },
  (t) => [index('share_listens_link_idx').on(t.linkId, t.startedAt, t.id)],
);

/**
 * The heatmap's counters: per link, version and stretch of the song (SHARE_HEATMAP_BUCKETS of
 * them), how many listens heard it (and how many more times when replayed). Kept up to date by
 * each report, so 10,000 listens read as one range of at most SHARE_HEATMAP_BUCKETS rows.
 */
export const shareHeatBuckets = pgTable(
  'share_heat_buckets',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    audioFileId: uuid('audio_file_id').notNull(),
    bucket: smallint('bucket').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.audioFileId, t.bucket] })],
);
