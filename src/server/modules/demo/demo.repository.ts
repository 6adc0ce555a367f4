import { eq } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { accounts, audioFiles, profiles } from '../../db/schema/index.js';
import { profileOrder } from '../auth/auth.repository.js';

/** The demo account's id and its profile ids, oldest first; null when it does not exist yet. */
export async function findDemoAccount(
  db: Database,
  email: string,
): Promise<{ accountId: string; profileIds: string[] } | null> {
  const rows = await db
    .select({ accountId: accounts.id, profileId: profiles.id })
    .from(accounts)
    .innerJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(eq(accounts.email, email))
    .orderBy(...profileOrder);
  if (rows.length === 0) return null;
  return { accountId: rows[0]!.accountId, profileIds: rows.map((row) => row.profileId) };
}

/** Inserts audio file rows (the files are already in storage). */
export async function insertAudioFiles(
  tx: DbExecutor,
  rows: Array<typeof audioFiles.$inferInsert>,
): Promise<void> {
  if (rows.length > 0) await tx.insert(audioFiles).values(rows);
}
