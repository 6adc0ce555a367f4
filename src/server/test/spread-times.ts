import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';

/** A table's row id and the time column a list orders it by. */
export interface TimedRows {
  table: PgTable;
  id: PgColumn;
  time: PgColumn;
}

/**
 * Sets the time of rows the API wrote one after another to one second apart, in the order of
 * `ids`, the last a minute ago (rows written after this are newer than all of them). Two writes
 * can share one tick of PGlite's clock (`now()` to the millisecond), and a list orders a tie by
 * its random id: with `Date.now()` rounded to 50 ms, nineteen list tests failed that way.
 */
export async function spreadTimes(
  db: Database,
  rows: TimedRows,
  ids: readonly string[],
): Promise<void> {
  const last = Date.now() - 60_000;
  for (const [index, id] of ids.entries()) {
    const at = new Date(last - (ids.length - 1 - index) * 1000).toISOString();
    await db.execute(
      sql`update ${rows.table} set ${sql.identifier(rows.time.name)} = ${at}::timestamptz where ${rows.id} = ${id}`,
    );
  }
}
