import { sql, type SQL } from 'drizzle-orm';
import { lyrics } from '../../db/schema/index.js';

/**
 * The lyrics row's `updatedAt` is the version a later save names (`baseUpdatedAt`, to the
 * millisecond as the API shows it), so every write of the words must move it on. `now()` alone
 * may not: it is the transaction's start, PGlite's clock ticks by the millisecond, and the API
 * drops PostgreSQL's microseconds, so two saves in one millisecond would be one version and a
 * third save made from the first would overwrite the second unseen. A write therefore takes
 * the later of now() and the stored version plus one millisecond.
 */
export const nextLyricsVersion: SQL = sql`greatest(now(), date_trunc('milliseconds', ${lyrics.updatedAt}) + interval '1 millisecond')`;

/** The row is still `version` (an `updatedAt` as the API shows it). */
export const isLyricsVersion = (version: string): SQL =>
  sql`date_trunc('milliseconds', ${lyrics.updatedAt}) = ${version}::timestamptz`;
