import {
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PlaySource } from '../../../shared/schemas/analytics.js';
import { profiles } from './accounts.js';
import { audioFiles } from './projects.js';

/*
 * Roll-ups of plays per UTC hour (issue 28 item 5): analytics read these, never the raw plays.
 * An hour is the finest unit a day boundary in a whole-hour time zone needs. Kept by triggers on
 * plays (migration 0036): an insert adds, a delete (only ever a cascade) subtracts.
 */
const rollupCounts = {
  plays: integer('plays').notNull(),
  completed: integer('completed').notNull(),
  /** Plays whose player reported completion either way (the completion share's denominator). */
  reported: integer('reported').notNull(),
  seconds: doublePrecision('seconds').notNull(),
};

/** Per owner, hour, song and source: the top songs. */
export const playsHourly = pgTable(
  'plays_hourly',
  {
    ownerProfileId: uuid('owner_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    audioFileId: uuid('audio_file_id')
      .notNull()
      .references(() => audioFiles.id, { onDelete: 'cascade' }),
    source: text('source').$type<PlaySource>().notNull(),
    ...rollupCounts,
  },
  (t) => [primaryKey({ columns: [t.ownerProfileId, t.hour, t.audioFileId, t.source] })],
);

/** Per owner, hour and source: days, sources and totals read far fewer rows than per song. */
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
  (t) => [primaryKey({ columns: [t.ownerProfileId, t.hour, t.source] })],
);

/**
 * Who listened, per owner, hour and source: distinct listeners cannot be summed, so they are
 * counted over these rows. `plays` lets a deleted play take its listener away when it was the
 * last; a deleted listener's rows go with the profile (their plays keep no listener either).
 */
export const playsHourlyListeners = pgTable(
  'plays_hourly_listeners',
  {
    ownerProfileId: uuid('owner_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    source: text('source').$type<PlaySource>().notNull(),
    listenerProfileId: uuid('listener_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    plays: integer('plays').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerProfileId, t.hour, t.source, t.listenerProfileId] })],
);
