import { sql } from 'drizzle-orm';
import type { DbExecutor } from './client.js';

/** The cheapest round trip to the database (`select 1`): resolves when it answers, else throws. */
export async function pingDatabase(db: DbExecutor): Promise<void> {
  await db.execute(sql`select 1`);
}
