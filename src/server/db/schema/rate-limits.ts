import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters (issue 14 item 5), in the database so that every server process and a
 * restart see the same counts. One row per counted thing (`rule:key`, e.g. a sign-up address):
 * the hits of its current fixed window, which ends at `expires_at`. A hit is one atomic upsert
 * (modules/rate-limits); rows past their end are deleted by the periodic clean-up.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_buckets_expires_idx').on(t.expiresAt)],
);
