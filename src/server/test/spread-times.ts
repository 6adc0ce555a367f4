import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';

/** A table with the row id and creation time most lists are ordered by. */
export type TimedTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/**
 * Sets the time of rows the API wrote one after another to one second apart, in the order of
 * `ids`, the last a minute ago (rows written after this are newer than all of them): their
 * `createdAt`, or the `time` column a list is ordered by. Two writes can share one tick of
 * PGlite's clock (`now()` to the millisecond), and a list orders a tie by its random id: with
 * `Date.now()` rounded to 50 ms, nineteen list tests failed that way.
 */
export async function spreadTimes(
  db: Database,
  table: TimedTable,
  ids: readonly string[],
  time: PgColumn = table.createdAt,
): Promise<void> {
  const last = Date.now() - 60_000;
  for (const [index, id] of ids.entries()) {
    const at = new Date(last - (ids.length - 1 - index) * 1000).toISOString();
    await db.execute(
      sql`update ${table} set ${sql.identifier(time.name)} = ${at}::timestamptz where ${table.id} = ${id}`,
    );
  }
}
