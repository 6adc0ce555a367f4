import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './accounts.js';
import { audioFiles } from './projects.js';

/** A profile's playlist (issue 6). Public playlists carry a share token for /listen/{token}. */
export const playlists = pgTable(
  'playlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerProfileId: uuid('owner_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isPublic: boolean('is_public').notNull().default(false),
    /**
     * Random, unguessable; set while the playlist is public and cleared when it turns private,
     * so a link once shared dies with privacy and a later "public" mints a new one.
     */
    shareToken: text('share_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('playlists_owner_idx').on(t.ownerProfileId, t.createdAt),
    uniqueIndex('playlists_share_token_idx')
      .on(t.shareToken)
      .where(sql`${t.shareToken} is not null`),
    // The global search finds playlists by any part of their name (pg_trgm, migration 0011).
    index('playlists_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** One song in a playlist, at a position (0-based, dense after every change). */
export const playlistTracks = pgTable(
  'playlist_tracks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    /** Cascade: a deleted song leaves every playlist it was in. */
    audioFileId: uuid('audio_file_id')
      .notNull()
      .references(() => audioFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('playlist_tracks_song_once_idx').on(t.playlistId, t.audioFileId),
    index('playlist_tracks_order_idx').on(t.playlistId, t.position),
    index('playlist_tracks_audio_idx').on(t.audioFileId),
  ],
);
