/**
 * Rows of a raw statement (`db.execute`): drizzle's PGlite driver answers `{ rows }`, its
 * postgres-js driver an array of rows.
 */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
