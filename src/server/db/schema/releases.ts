import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReleaseStatus, ReleaseType } from '../../../shared/schemas/releases.js';
import { profiles } from './accounts.js';
import { audioFiles } from './projects.js';

/**
 * A profile's release (issue 28): a single, EP or album of its songs, with what a distributor
 * asks for. Its own, like a playlist: nobody else sees it (404).
 */
export const releases = pgTable(
  'releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerProfileId: uuid('owner_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    type: text('type').$type<ReleaseType>().notNull(),
    title: text('title').notNull(),
    /** The display artist; blank means the profile's name. */
    artistName: text('artist_name').notNull().default(''),
    label: text('label').notNull().default(''),
    releaseDate: date('release_date'),
    originalReleaseDate: date('original_release_date'),
    genre: text('genre').notNull().default(''),
    pLine: text('p_line').notNull().default(''),
    cLine: text('c_line').notNull().default(''),
    /** UPC-A or EAN-13 digits, check digit validated; unique within the owner's releases. */
    upc: text('upc'),
    explicit: boolean('explicit').notNull().default(false),
    senderPartyId: text('sender_party_id').notNull().default(''),
    recipientPartyId: text('recipient_party_id').notNull().default(''),
    /** Integrated LUFS the masters are checked against; null: loudness is not checked. */
    loudnessTarget: integer('loudness_target'),
    status: text('status').$type<ReleaseStatus>().notNull().default('draft'),
    /** The public page's switch, apart from the status (needs a slug and a track). */
    published: boolean('published').notNull().default(false),
    /** The public page's address, /r/{slug}: unique across every profile. */
    slug: text('slug'),
    /** Storage keys of the artwork and its small rendition, and the artwork's size. */
    artworkKey: text('artwork_key'),
    artworkThumbnailKey: text('artwork_thumbnail_key'),
    artworkWidth: integer('artwork_width'),
    artworkHeight: integer('artwork_height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Keyset pages of a profile's releases, the latest changed first (DESIGN §3).
    index('releases_owner_updated_idx').on(t.ownerProfileId, t.updatedAt, t.id),
    uniqueIndex('releases_upc_by_owner_idx')
      .on(t.ownerProfileId, t.upc)
      .where(sql`${t.upc} is not null`),
    uniqueIndex('releases_slug_idx').on(t.slug),
    // The global search finds releases by any part of their title or label (pg_trgm), as it
    // finds playlists; an exact UPC/EAN through releases_upc_by_owner_idx.
    index('releases_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    // The search's exact-title window, read through the owner (as audio_files_title_by_owner_idx).
    index('releases_title_by_owner_idx').on(t.ownerProfileId, sql`lower(${t.title})`, t.id),
    index('releases_label_trgm_idx').using('gin', t.label.op('gin_trgm_ops')),
    // The artist page's published releases, the newest release date first, read to its cap.
    index('releases_published_by_owner_idx')
      .on(t.ownerProfileId, t.releaseDate.desc().nullsLast(), t.id.desc())
      .where(sql`${t.published}`),
  ],
);

/**
 * One track of a release at its place: a song, named by the audio version chosen as its master.
 * A song appears once per release (its song id, unique per release).
 */
export const releaseTracks = pgTable(
  'release_tracks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Cascade: a deleted master leaves the release (the checklist then asks for tracks). */
    audioId: uuid('audio_id')
      .notNull()
      .references(() => audioFiles.id, { onDelete: 'cascade' }),
    /** The song (all its versions share it): one song once per release. */
    songId: uuid('song_id').notNull(),
    explicit: boolean('explicit').notNull().default(false),
  },
  (t) => [
    uniqueIndex('release_tracks_position_idx').on(t.releaseId, t.position),
    uniqueIndex('release_tracks_song_once_idx').on(t.releaseId, t.songId),
    index('release_tracks_audio_idx').on(t.audioId),
  ],
);
