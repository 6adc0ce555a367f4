import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './accounts.js';
import { lyrics } from './songwriting.js';

/** Raw bytes (PostgreSQL bytea): postgres-js hands a Buffer, PGlite a Uint8Array. */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The live document of a lyrics row (issue 26 item 2, decision 025): a Yjs state (an update that
 * rebuilds the whole document) into which the appended updates are folded now and then. Created
 * on the first open, seeded from the row's HTML; the row's content and title are rendered from it.
 */
export const lyricsDocs = pgTable('lyrics_docs', {
  lyricsId: uuid('lyrics_id')
    .primaryKey()
    .references(() => lyrics.id, { onDelete: 'cascade' }),
  state: bytes('state').notNull(),
  /** The highest update id whose effect lyrics.content/title already show (0: the seed). */
  renderedThrough: bigint('rendered_through', { mode: 'number' }).notNull().default(0),
  /** When the last history snapshot was taken (an hourly one is due an hour later). */
  snapshotAt: timestamp('snapshot_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every accepted update, appended as it arrives; its id is what NOTIFY carries to the other
 * server processes. Compaction folds them into lyrics_docs.state and deletes them, so a
 * document has a bounded number of rows here however long it is edited.
 */
export const lyricsDocUpdates = pgTable(
  'lyrics_doc_updates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lyricsId: uuid('lyrics_id')
      .notNull()
      .references(() => lyrics.id, { onDelete: 'cascade' }),
    update: bytes('update').notNull(),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lyrics_doc_updates_lyrics_idx').on(t.lyricsId, t.id)],
);

/**
 * The version history: whole-document states to restore, taken at least hourly while the
 * document is edited and before every restore (so a restore can itself be undone).
 */
export const lyricsDocSnapshots = pgTable(
  'lyrics_doc_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lyricsId: uuid('lyrics_id')
      .notNull()
      .references(() => lyrics.id, { onDelete: 'cascade' }),
    state: bytes('state').notNull(),
    /** `hourly` | `beforeRestore` | `seed`. */
    reason: text('reason').notNull(),
    /** Who made the change the snapshot comes before (a restore's author), if anyone. */
    byProfileId: uuid('by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** The first words (plain text), for the list. */
    preview: text('preview').notNull(),
    /** The body's length in characters when taken. */
    length: integer('length').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lyrics_doc_snapshots_list_idx').on(t.lyricsId, t.createdAt, t.id)],
);
