import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AudioAnalysis, AudioAnalysisState } from '../../../shared/schemas/audio-analysis.js';
import { profiles } from './accounts.js';

/** A song project. Every profile has exactly one library project ("My Library"). */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerProfileId: uuid('owner_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    genre: text('genre'),
    status: text('status').notNull().default('draft'),
    isLibrary: boolean('is_library').notNull().default(false),
    /**
     * "Members may share": the owner lets accepted members put this project's audio on public
     * and share links (DESIGN §5, issue 14). Off by default: unreleased music stays private.
     */
    membersMayShare: boolean('members_may_share').notNull().default(false),
    /**
     * The project's songs (latest versions) and their total seconds, kept by a trigger on
     * audio_files (migration 0008, decision 006) so the dashboard sums one row per project
     * instead of every song.
     */
    songCount: integer('song_count').notNull().default(0),
    songSeconds: doublePrecision('song_seconds').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_owner_idx').on(t.ownerProfileId, t.createdAt),
    // Keyset pages of a profile's projects: the library first, then the latest changed.
    index('projects_owner_updated_idx').on(t.ownerProfileId, t.isLibrary, t.updatedAt, t.id),
    // The projects page's other orders (issue 16): newest created, and title A to Z ignoring case.
    index('projects_owner_created_idx').on(t.ownerProfileId, t.isLibrary, t.createdAt, t.id),
    index('projects_owner_title_idx').on(
      t.ownerProfileId,
      t.isLibrary,
      sql`lower(${t.title})`,
      t.id,
    ),
    uniqueIndex('projects_one_library_per_profile')
      .on(t.ownerProfileId)
      .where(sql`${t.isLibrary}`),
    // The global search finds projects by any part of their title (pg_trgm, migration 0011).
    index('projects_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    // The admin console's Projects pages and its content report, newest or oldest first
    // (keyset), whole or by status.
    index('projects_created_idx').on(t.createdAt, t.id),
    index('projects_admin_status_idx')
      .on(t.status, t.createdAt, t.id)
      .where(sql`not ${t.isLibrary}`),
  ],
);

/** An audio file stored under DATA_DIR/uploads with an unguessable name. */
export const audioFiles = pgTable(
  'audio_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    uploaderProfileId: uuid('uploader_profile_id').references(() => profiles.id, {
      onDelete: 'set null',
    }),
    filename: text('filename').notNull().unique(),
    /** The uploaded file's name, kept for downloads. */
    originalName: text('original_name').notNull(),
    /** What lists and the player show; renaming changes this, never originalName. */
    title: text('title').notNull(),
    /** Versions of one song share a songId; exactly one of them is the latest (decision 003). */
    songId: uuid('song_id').notNull().defaultRandom(),
    isLatest: boolean('is_latest').notNull().default(true),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    duration: doublePrecision('duration').notNull().default(0),
    peaks: jsonb('peaks').$type<number[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The owner of the file's project, copied by a trigger (migration 0010) on insert and on a
     * move, so a profile's songs are one index range instead of a join over its projects.
     * The DEFAULT NULL only lets inserts leave it out; the trigger fills it before NOT NULL
     * is checked.
     */
    ownerProfileId: uuid('owner_profile_id')
      .notNull()
      .default(sql`null`)
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /**
     * The song's place in a library arranged "newest first", as a sort key that custom places
     * share (library_order.rank_key, decision 007): '5' + 16 digits falling with created_at +
     * '1'. Set by the same trigger from created_at, which never changes.
     */
    libraryKey: text('library_key')
      .notNull()
      .default(sql`null`),
    /**
     * Loudness, tempo and key (decision 030), measured after the upload answered: 'pending'
     * until the analysis worker has run, then 'done' (with `analysis`), 'failed' or
     * 'undecodable'. Files stored before the measure existed start 'pending' and are measured
     * by the start-up backfill.
     */
    analysisState: text('analysis_state').$type<AudioAnalysisState>().notNull().default('pending'),
    /** The figures once measured (null otherwise): a column, so lists read it with the row. */
    analysis: jsonb('analysis').$type<AudioAnalysis>(),
    /**
     * The recording's ISRC (issue 28): an ISRC names one recording, so it is kept per audio
     * file (version): the same master on a single and its album keeps its code, a remaster (a
     * new version) gets its own. Unique within the owner's files (409 on a second master).
     */
    isrc: text('isrc'),
    /**
     * What the bytes say about the master (issue 28), read from the file's header at upload
     * (null until read): 'wav', 'flac', 'mp3', … and, where the container states them, the
     * sample rate (Hz), bits per sample and channels. A release's checklist asks for lossless
     * masters of 44.1 kHz or more at 16 or 24 bit.
     */
    container: text('container'),
    sampleRate: integer('sample_rate'),
    bitDepth: integer('bit_depth'),
    channels: integer('channels'),
  },
  (t) => [
    index('audio_files_project_idx').on(t.projectId, t.createdAt),
    index('audio_files_song_idx').on(t.songId),
    uniqueIndex('audio_files_isrc_by_owner_idx')
      .on(t.ownerProfileId, t.isrc)
      .where(sql`${t.isrc} is not null`),
    // The older versions of a song (a list's version count reads only these: most songs have
    // none, so the look-up is an empty range of a small index).
    index('audio_files_older_versions_idx')
      .on(t.songId)
      .where(sql`not ${t.isLatest}`),
    // An uploader's songs (a renamed uploader's libraries, decision 008; SET NULL on deletion).
    index('audio_files_uploader_idx').on(t.uploaderProfileId),
    // Keyset pages of song lists (DESIGN §3): a profile's songs and a project's songs, newest
    // first (library_key), and a profile's songs by title and by duration.
    index('audio_files_library_by_owner_idx')
      .on(t.ownerProfileId, sql`${t.libraryKey} collate "C"`, t.id)
      .where(sql`${t.isLatest}`),
    index('audio_files_library_by_project_idx')
      .on(t.projectId, sql`${t.libraryKey} collate "C"`, t.id)
      .where(sql`${t.isLatest}`),
    index('audio_files_title_by_owner_idx')
      .on(t.ownerProfileId, sql`lower(${t.title})`, t.id)
      .where(sql`${t.isLatest}`),
    index('audio_files_duration_by_owner_idx')
      .on(t.ownerProfileId, t.duration, t.id)
      .where(sql`${t.isLatest}`),
    // Search by any part of a title (pg_trgm): ILIKE '%…%' without reading every song.
    index('audio_files_title_trgm_idx')
      .using('gin', t.title.op('gin_trgm_ops'))
      .where(sql`${t.isLatest}`),
    uniqueIndex('audio_files_one_latest_per_song')
      .on(t.songId)
      .where(sql`${t.isLatest}`),
    // The files still to analyse, newest first (fresh uploads before the backfill's old files):
    // once done, a file leaves this index, so it stays the size of the work left.
    index('audio_files_analysis_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.analysisState} = 'pending'`),
  ],
);
