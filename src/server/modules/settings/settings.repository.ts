import { eq } from 'drizzle-orm';
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
