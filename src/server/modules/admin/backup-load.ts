import type { DbExecutor } from '../../db/client.js';
import {
  foreignKeyEdges,
  insertJsonRows,
  setUserTriggers,
  tableHasRows,
  writableColumnRows,
} from './backup.repository.js';

/** Rows and bytes of JSON per insert: bounded memory and statement size for any table. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

/** The app's tables with the columns a row may be written to (generated ones excluded). */
export async function writableColumns(db: DbExecutor): Promise<Map<string, string[]>> {
  const rows = await writableColumnRows(db);
  const tables = new Map<string, string[]>();
  for (const row of rows) tables.set(row.table, [...(tables.get(row.table) ?? []), row.column]);
  return tables;
}

/** The first of `tables` that holds a row, or null when all are empty. */
export async function firstNonEmptyTable(
  db: DbExecutor,
  tables: Iterable<string>,
): Promise<string | null> {
  for (const table of tables) {
    if (await tableHasRows(db, table)) return table;
  }
  return null;
}

/**
 * `tables` ordered so every table comes after the tables its foreign keys point at: rows can
 * then be inserted with every constraint checked as they go.
 */
export async function loadOrder(db: DbExecutor, tables: string[]): Promise<string[]> {
  const edges = await foreignKeyEdges(db);
  const wanted = new Set(tables);
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of edges) {
    // A table pointing at itself needs no order between tables (none does today).
    if (child !== parent && wanted.has(child) && wanted.has(parent))
      parents.get(child)!.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = [...tables].sort().filter((table) => {
      if (placed.has(table)) return false;
      return [...parents.get(table)!].every((parent) => placed.has(parent));
    });
    if (ready.length === 0) throw new Error('The tables reference each other in a cycle');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/**
 * Inserts JSON lines (row_to_json rows) into `table`, a batch at a time. Only `columns` the
 * target has are written; columns the backup lacks take their defaults. The table's own
 * triggers are off meanwhile: derived columns, counters and library versions are restored as
 * they were dumped instead of being computed again (and counted twice). Foreign keys stay on.
 */
export async function loadTable(
  tx: DbExecutor,
  table: string,
  targetColumns: string[],
  lines: AsyncIterable<string> | Iterable<string>,
): Promise<{ rows: number; ignoredColumns: string[] }> {
  let columns: string[] | null = null;
  let ignoredColumns: string[] = [];
  let batch: string[] = [];
  let bytes = 0;
  let rows = 0;
  const flush = async () => {
    if (!batch.length || !columns?.length) return;
    await insertJsonRows(tx, table, columns, `[${batch.join(',')}]`);
    rows += batch.length;
    batch = [];
    bytes = 0;
  };
  await setUserTriggers(tx, table, false);
  for await (const line of lines) {
    if (!line.trim()) continue;
    if (!columns) {
      const keys = Object.keys(JSON.parse(line) as object);
      columns = keys.filter((key) => targetColumns.includes(key));
      ignoredColumns = keys.filter((key) => !targetColumns.includes(key));
    }
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
  await setUserTriggers(tx, table, true);
  return { rows, ignoredColumns };
}
