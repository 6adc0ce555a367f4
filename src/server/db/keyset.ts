import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The rows after a cursor on a keyset whose columns all sort the same way, as one row
 * comparison (`(a, b) > (x, y)`, `<` for a descending order) that an index on those columns
 * serves directly: the cost of a page is the same at any depth. Pass values with the casts
 * their columns need (`sql\`${at}::timestamptz\``).
 */
export function rowsAfter(
  columns: ReadonlyArray<SQL | AnyPgColumn>,
  values: ReadonlyArray<SQL>,
  direction: 'asc' | 'desc',
): SQL {
  const comparison = direction === 'asc' ? sql.raw('>') : sql.raw('<');
  return sql`(${sql.join([...columns], sql`, `)}) ${comparison} (${sql.join([...values], sql`, `)})`;
}
