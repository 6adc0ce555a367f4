import { boolean, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts.js';

/**
 * A profile's own arrangement of its library: pinned songs and a custom order, kept on the
 * server so they follow the musician to other devices. Keyed by song (version group), so a
 * new version keeps its song's place. Songs without a row fall back to newest first.
 */
export const libraryOrder = pgTable(
  'library_order',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    songId: uuid('song_id').notNull(),
    position: integer('position').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.songId] })],
);
