import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowsAfter } from './keyset.js';

/**
 * A timestamp column as PostgreSQL prints it, for a cursor: text keeps every microsecond that a
 * JS Date would lose (and with it the row the next page must start after).
 */
export const sortText = (column: AnyPgColumn) => sql<string>`${column}::text`;

/**
 * The rows after a (timestamp, id) cursor (`[sortText, id]` of the previous page's last row) on
 * a list ordered by those two columns, or no condition for the first page.
 */
export function afterTimestampId(
  columns: readonly [AnyPgColumn, AnyPgColumn],
  after: readonly [string, string] | null,
  direction: 'asc' | 'desc',
): SQL | undefined {
  if (!after) return undefined;
  return rowsAfter(columns, [sql`${after[0]}::timestamptz`, sql`${after[1]}::uuid`], direction);
}
