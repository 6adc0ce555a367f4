import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/** Raw bytes (PostgreSQL bytea): postgres-js hands a Buffer, PGlite a Uint8Array. */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Idempotency keys (issue 25 item 2, decision 020): one row per (account, key) the client sent
 * in `Idempotency-Key` on a POST. Reserved (`running`) before the handler runs, by one atomic
 * insert, so a repeat can never start a second create; then `done` with the answer (status,
 * content type, Location, body bytes), which a repeat gets back until `expires_at` (24 h).
 * `token` names the request that holds the reservation, so only it stores or frees it.
 * `request_hash` is the SHA-256 of the query string and the body: the same key with another
 * request is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    token: uuid('token').notNull(),
    state: text('state', { enum: ['running', 'done'] }).notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    location: text('location'),
    body: bytes('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.key] }),
    // The sweep of expired keys.
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
