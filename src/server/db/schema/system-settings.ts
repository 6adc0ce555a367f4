import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Administrator settings (spec part 1 §3 "System settings"), one row per key; absent = default. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
