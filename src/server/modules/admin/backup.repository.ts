import { inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { systemSettings } from '../../db/schema/index.js';

/** A table or column name as a quoted SQL identifier (names come from the catalog or a dump). */
export const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** Every (table, column) a row may be written to (generated columns excluded), in table order. */
export async function writableColumnRows(
  db: DbExecutor,
): Promise<{ table: string; column: string }[]> {
  return rowsOf<{ table: string; column: string }>(
    await db.execute(sql`select c.table_name::text as "table", c.column_name::text as "column"
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`),
  );
}

/** Whether the table holds any row. */
export async function tableHasRows(db: DbExecutor, table: string): Promise<boolean> {
  const [row] = rowsOf<{ found: boolean }>(
    await db.execute(sql`select exists (select 1 from ${ident(table)}) as found`),
  );
  return row?.found ?? false;
}

/** Every foreign key of the app's schema as (child table, parent table). */
export async function foreignKeyEdges(
  db: DbExecutor,
): Promise<{ child: string; parent: string }[]> {
  return rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`select child.relname::text as child, parent.relname::text as parent
      from pg_constraint c
      join pg_class child on child.oid = c.conrelid
      join pg_class parent on parent.oid = c.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = 'public'`),
  );
}

/** Inserts rows given as a JSON array of objects, writing only `columns`. */
export async function insertJsonRows(
  tx: DbExecutor,
  table: string,
  columns: string[],
  json: string,
): Promise<void> {
  const list = sql.join(columns.map(ident), sql`, `);
  await tx.execute(sql`insert into ${ident(table)} (${list})
      select ${list} from json_populate_recordset(null::${ident(table)}, ${json}::json)`);
}

/** Turns the table's own (user) triggers off or back on. */
export async function setUserTriggers(tx: DbExecutor, table: string, on: boolean): Promise<void> {
  await tx.execute(
    on
      ? sql`alter table ${ident(table)} enable trigger user`
      : sql`alter table ${ident(table)} disable trigger user`,
  );
}

/** The migrations applied to the database (drizzle's own table), none when it is fresh. */
export async function migrationLevel(
  db: DbExecutor,
): Promise<{ count: number; latest: number | null }> {
  const [exists] = rowsOf<{ found: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`),
  );
  if (!exists?.found) return { count: 0, latest: null };
  const [row] = rowsOf<{ count: number; latest: string | null }>(
    await db.execute(sql`select count(*)::int as count, max(created_at)::text as latest
      from drizzle.__drizzle_migrations`),
  );
  return { count: row?.count ?? 0, latest: row?.latest ? Number(row.latest) : null };
}

/** The named settings' rows as JSON text, as the table dump writes rows. */
export async function settingRowLines(db: DbExecutor, keys: readonly string[]): Promise<string[]> {
  const rows = rowsOf<{ line: string }>(
    await db.execute(sql`select row_to_json(s)::text as line from ${systemSettings} s
      where ${inArray(sql`s.key`, [...keys])}`),
  );
  return rows.map((row) => row.line);
}
