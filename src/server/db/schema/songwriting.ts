import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './accounts.js';
import { projects } from './projects.js';

/**
 * The words of lyrics HTML as plain text, one line per paragraph or line break: tags dropped,
 * the entities the sanitizer writes turned back into characters (`&amp;` last, so `&amp;lt;`
 * stays `&lt;`). Only immutable functions: PostgreSQL computes it on every write (a generated
 * column), so every writer — the editor, the studio, demo copies, the seed, a restore — keeps
 * it right without knowing it exists (decision 022).
 */
const plainTextOf = (content: SQL): SQL => {
  const untagged = sql`regexp_replace(regexp_replace(${content}, '<br[^>]*>|</p>', chr(10), 'gi'), '<[^>]*>', '', 'g')`;
  const entities: Array<[string, string]> = [
    ['&nbsp;', ' '],
    ['&lt;', '<'],
    ['&gt;', '>'],
    ['&quot;', '"'],
    ['&#39;', "''"],
    ['&#x27;', "''"],
    ['&amp;', '&'],
  ];
  return entities.reduce<SQL>(
    (text, [entity, character]) =>
      sql`replace(${text}, '${sql.raw(entity)}', '${sql.raw(character)}')`,
    untagged,
  );
};

/** Lyrics of a project: HTML sanitized on the server (allowlist), or plain text from the studio. */
export const lyrics = pgTable(
  'lyrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    /** What the global search reads: the content's words (plainTextOf), kept by PostgreSQL. */
    contentText: text('content_text')
      .notNull()
      .generatedAlwaysAs(sql`${plainTextOf(sql.raw('content'))}`),
    genre: text('genre'),
    mood: text('mood'),
    language: text('language').notNull().default('en'),
    authorProfileId: uuid('author_profile_id').references(() => profiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lyrics_project_idx').on(t.projectId, t.updatedAt, t.createdAt, t.id),
    index('lyrics_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

/** One row of song details per project (part 2 §3 "Song details"). */
export const songDetails = pgTable('song_details', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  genre: text('genre'),
  subGenre: text('sub_genre'),
  mood: text('mood'),
  tempo: integer('tempo'),
  key: text('key'),
  timeSignature: text('time_signature'),
  recordingDate: date('recording_date'),
  releaseDate: date('release_date'),
  label: text('label'),
  isrc: text('isrc'),
  copyright: text('copyright'),
  publishingInfo: text('publishing_info'),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  notes: text('notes'),
  /** No words to deliver: a release's checklist takes it in place of lyrics (issue 28). */
  instrumental: boolean('instrumental').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who made the song: name, roles joined with ", ", and how to reach them. */
export const credits = pgTable(
  'credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull(),
    email: text('email'),
    description: text('description'),
    website: text('website'),
    social: text('social'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credits_project_idx').on(t.projectId, t.createdAt, t.id)],
);

/**
 * Revenue splits. Percentages are stored as basis points (1 % = 100) so that totals are exact
 * integers and "100 %" is a comparison, not a float tolerance.
 */
export const splits = pgTable(
  'splits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    splitType: text('split_type', { enum: ['master', 'publishing', 'performance'] }).notNull(),
    name: text('name').notNull(),
    email: text('email'),
    basisPoints: integer('basis_points').notNull(),
    description: text('description'),
    /**
     * The same person elsewhere in the project (issue 26 item 5, "one person, three places"):
     * the member (owner or accepted collaborator) and the credit this share belongs to.
     */
    memberProfileId: uuid('member_profile_id').references(() => profiles.id, {
      onDelete: 'set null',
    }),
    creditId: uuid('credit_id').references(() => credits.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('splits_project_idx').on(t.projectId, t.splitType),
    // Pages of a project's splits, oldest first (keyset, DESIGN §3).
    index('splits_project_order_idx').on(t.projectId, t.createdAt, t.id),
  ],
);

/** Every change to a split: who, when, before and after (kept when the split is deleted). */
export const splitHistory = pgTable(
  'split_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    splitId: uuid('split_id').notNull(),
    splitType: text('split_type', { enum: ['master', 'publishing', 'performance'] }).notNull(),
    action: text('action', { enum: ['created', 'updated', 'deleted'] }).notNull(),
    actorProfileId: uuid('actor_profile_id').references(() => profiles.id, {
      onDelete: 'set null',
    }),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('split_history_project_idx').on(t.projectId, t.createdAt)],
);

/**
 * One party's answer to a sent split sheet (issue 26 item 5, decision 027). A row per split of
 * a sent type; any change to that type deletes its rows (the sheet must be sent again), and a
 * type whose every split has a confirmed row is locked until the owner reopens it.
 */
export const splitConfirmations = pgTable(
  'split_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    splitId: uuid('split_id')
      .notNull()
      .unique()
      .references(() => splits.id, { onDelete: 'cascade' }),
    splitType: text('split_type', { enum: ['master', 'publishing', 'performance'] }).notNull(),
    /** Lower-cased address the link went to. */
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'declined'] })
      .notNull()
      .default('pending'),
    note: text('note'),
    /** SHA-256 of the e-mailed token; cleared once answered (single use), replaced on resend. */
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /**
     * When the queued e-mail with the current link was given up, its retries spent (decision
     * 034): the owner's split sheet says so on the party's row. Cleared by a resend or a delivery.
     */
    emailFailedAt: timestamp('email_failed_at', { withTimezone: true }),
  },
  (t) => [index('split_confirmations_project_idx').on(t.projectId, t.splitType)],
);
