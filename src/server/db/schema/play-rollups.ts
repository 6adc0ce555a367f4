import {
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PlaySource } from '../../../shared/schemas/analytics.js';
import { profiles } from './accounts.js';
import { audioFiles } from './projects.js';

/*
 * Roll-ups of plays (issue 28 item 5): analytics read these, and the raw plays only for the
 * parts of a period shorter than their units. Kept by statement triggers on plays (migrations
 * 0037, 0039 and 0042): an insert adds, a delete (only ever a cascade) subtracts. Hours and days
 * are UTC's; docs/decisions/ explains the choice (analytics roll-ups).
 */
const rollupCounts = {
  plays: integer('plays').notNull(),
  completed: integer('completed').notNull(),
  /** Plays whose player reported completion either way (the completion share's denominator). */
  reported: integer('reported').notNull(),
  seconds: doublePrecision('seconds').notNull(),
};

/** Per owner, hour and source: days in any whole-hour zone, sources and totals. */
export const playsHourlySources = pgTable(
  'plays_hourly_sources',
  {
    ownerProfileId: uuid('owner_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    source: text('source').$type<PlaySource>().notNull(),
    ...rollupCounts,
  },
  // The key INCLUDEs the counts (migration 0039): a period's read is an index-only scan.
  (t) => [primaryKey({ columns: [t.ownerProfileId, t.hour, t.source] })],
);

/**
 * Per owner and hour, all sources together: the person's days (any whole-hour zone) are cut
 * from these, a fifth of plays_hourly_sources' rows (migration 0042). Only plays: the period's
 * other figures come from plays_daily_sources.
 */
export const playsHourlyTotals = pgTable(
  'plays_hourly_totals',
  {
    ownerProfileId: uuid('owner_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    plays: integer('plays').notNull(),
  },
  // The key INCLUDEs the count (migration 0042), as the other roll-ups' keys do.
  (t) => [primaryKey({ columns: [t.ownerProfileId, t.hour] })],
);

/**
 * Per owner, UTC day and source: a period's totals and sources over its whole UTC days (its
 * edges from plays_hourly_sources and the raw plays), a row a day and source whatever the plays.
 */
export const playsDailySources = pgTable(
  'plays_daily_sources',
  {
    ownerProfileId: uuid('owner_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').$type<PlaySource>().notNull(),
    ...rollupCounts,
  },
  // The key INCLUDEs the counts (migration 0042), as the other roll-ups' keys do.
  (t) => [primaryKey({ columns: [t.ownerProfileId, t.day, t.source] })],
);

/**
 * Per owner, song and block of UTC days: a block of `days` (1, 4, 16, 64 or 256) days starting
 * at day `block × days` since 1970-01-01. A period's whole days are at most a few blocks of each
 * size (playBlocksOf), so a song's total over 90 days reads a handful of rows, not one a day.
 */
export const playsSongBlocks = pgTable(
  'plays_song_blocks',
  {
    ownerProfileId: uuid('owner_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    days: smallint('days').notNull(),
    block: integer('block').notNull(),
    audioFileId: uuid('audio_file_id')
      .notNull()
      .references(() => audioFiles.id, { onDelete: 'cascade' }),
    plays: integer('plays').notNull(),
    completed: integer('completed').notNull(),
    reported: integer('reported').notNull(),
  },
  // The key INCLUDEs the counts (migration 0039): rows kept by upserts lie all over the heap,
  // and a 90-day read of 10,000 songs from the heap cost ~30,000 pages (PostgreSQL, large set).
  (t) => [primaryKey({ columns: [t.ownerProfileId, t.days, t.block, t.audioFileId] })],
);

/**
 * Who listened, per owner and UTC day: distinct listeners cannot be summed, so a period's are
 * counted over the union of its days' sets (and the raw plays of its partial days). `plays` lets
 * a deleted play take its listener away when it was the last; a deleted listener's rows go with
 * the profile (their plays keep no listener either).
 */
export const playsDailyListeners = pgTable(
  'plays_daily_listeners',
  {
    ownerProfileId: uuid('owner_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    listenerProfileId: uuid('listener_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    plays: integer('plays').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerProfileId, t.day, t.listenerProfileId] })],
);
