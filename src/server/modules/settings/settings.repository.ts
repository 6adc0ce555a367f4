import { eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { systemSettings } from '../../db/schema/index.js';

/** The stored value of one administrator setting, or undefined when it was never set. */
export async function readSetting(db: DbExecutor, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, key))
    .limit(1);
  return row?.value;
}

/** The stored values of several settings in one query; keys never set are absent. */
export async function readSettings(
  db: DbExecutor,
  keys: readonly string[],
): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ key: systemSettings.key, value: systemSettings.value })
    .from(systemSettings)
    .where(inArray(systemSettings.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** Stores each value under its key (insert or replace), in one statement. */
export async function writeSettings(
  db: DbExecutor,
  values: Record<string, unknown>,
): Promise<void> {
  const rows = Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ({ key, value, updatedAt: new Date() }));
  if (rows.length === 0) return;
  await db
    .insert(systemSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: systemSettings.key,
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
    });
}
