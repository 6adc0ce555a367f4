import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './accounts.js';

/**
 * A profile's own arrangement of its library: pinned songs and songs moved by hand, kept on the
 * server so they follow the musician to other devices. Keyed by song (version group), so a
 * new version keeps its song's place. A song without a row sits at its audio_files.library_key
 * (newest first); a row's rank_key is a key of the same kind placed between its neighbours'
 * (decision 007), so moving one song writes one row.
 */
export const libraryOrder = pgTable(
  'library_order',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    songId: uuid('song_id').notNull(),
    rankKey: text('rank_key').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.songId] }),
    // The placed songs of a library in arranged order: pinned first, then by key.
    index('library_order_arranged_idx').on(
      t.profileId,
      sql`${t.pinned} desc`,
      sql`${t.rankKey} collate "C"`,
    ),
  ],
);

/**
 * A number that changes whenever anything a profile's song lists show may have changed: its
 * songs and their projects, its memberships, its arrangement, an uploader's name. Triggers keep
 * it (migration 0011, decision 008); the session look-up reads it, so a cached page of a song
 * list is checked without another statement, in any server process.
 */
export const libraryVersions = pgTable('library_versions', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  /** Made with the profile (trigger), only ever incremented. */
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
