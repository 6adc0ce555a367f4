import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { ident } from './backup.repository.js';

/** Rows per query while dumping: bounded memory whatever the table's size. */
const BATCH_ROWS = 500;

export interface DumpTable {
  name: string;
  /** Primary-key columns in key order, with their type for casting the resume point. */
  key: { column: string; type: string }[];
  /**
   * Generated columns (e.g. lyrics.content_text): left out of the dump, since the database
   * computes them again as the rows are restored and a restore can write none of them.
   */
  generated: string[];
}

/** Every table of the app's schema with its primary key, in name order. */
export async function listTables(db: Database): Promise<DumpTable[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name::text as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  const keys = rowsOf<{ table: string; column: string; type: string }>(
    await db.execute(sql`select kcu.table_name::text as "table", kcu.column_name::text as "column",
        c.udt_name::text as "type"
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.columns c
        on c.table_schema = kcu.table_schema and c.table_name = kcu.table_name
        and c.column_name = kcu.column_name
      where tc.table_schema = 'public' and tc.constraint_type = 'PRIMARY KEY'
      order by kcu.table_name, kcu.ordinal_position`),
  );
  const generated = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`select table_name::text as "table", column_name::text as "column"
      from information_schema.columns
      where table_schema = 'public' and is_generated = 'ALWAYS'`),
  );
  return tables.map(({ name }) => ({
    name,
    key: keys.filter((k) => k.table === name).map(({ column, type }) => ({ column, type })),
    generated: generated.filter((g) => g.table === name).map((g) => g.column),
  }));
}

/** One batch after `after` (the last key values of the previous batch, as text). */
function batchQuery(table: DumpTable, after: string[] | null): SQL {
  // A table without a primary key is read in physical order (ctid) instead.
  const key = table.key.length ? table.key : [{ column: 'ctid', type: 'tid' }];
  const columns = sql.join(
    key.map((k) => ident(k.column)),
    sql`, `,
  );
  const keyText = sql.join(
    key.map((k, i) => sql`${ident(k.column)}::text as ${ident(`k${i}`)}`),
    sql`, `,
  );
  const resume = after
    ? sql`where (${columns}) > (${sql.join(
        key.map((k, i) => sql`${after[i]}::${ident(k.type)}`),
        sql`, `,
      )})`
    : sql``;
  // Tables without generated columns keep row_to_json's text (column order) as before.
  const line = table.generated.length
    ? sql`(to_jsonb(t) - array[${sql.join(
        table.generated.map((column) => sql`${column}`),
        sql`, `,
      )}]::text[])::text`
    : sql`row_to_json(t)::text`;
  return sql`select ${line} as line, ${keyText}
    from ${ident(table.name)} t ${resume} order by ${columns} limit ${BATCH_ROWS}`;
}

/**
 * The table as JSON lines, one row per line, read in primary-key order a batch at a time so
 * the server keeps answering other requests in between (PGlite runs one query at a time).
 * Not a point-in-time snapshot: rows written while the dump runs may or may not be in it.
 */
export async function* dumpTable(db: Database, table: DumpTable): AsyncGenerator<Buffer> {
  let after: string[] | null = null;
  for (;;) {
    const result: unknown = await db.execute(batchQuery(table, after));
    const rows = rowsOf<Record<string, string>>(result);
    if (rows.length === 0) return;
    yield Buffer.from(rows.map((row) => `${row.line}\n`).join(''));
    if (rows.length < BATCH_ROWS) return;
    const last: Record<string, string> = rows[rows.length - 1]!;
    after = (table.key.length ? table.key : [null]).map((_, i): string => last[`k${i}`]!);
  }
}
