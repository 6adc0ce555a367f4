import { lt } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { passwordTokens, sessions } from '../db/schema/index.js';

/**
 * Deletes the sessions and the password links (set-password, reset) that expired before `now`;
 * answers how many of each went. The periodic job runs it; tests call it directly.
 */
export async function deleteExpiredSessionsAndTokens(
  db: Database,
  now = new Date(),
): Promise<{ sessions: number; passwordTokens: number }> {
  const goneSessions = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ tokenHash: sessions.tokenHash });
  const goneTokens = await db
    .delete(passwordTokens)
    .where(lt(passwordTokens.expiresAt, now))
    .returning({ tokenHash: passwordTokens.tokenHash });
  return { sessions: goneSessions.length, passwordTokens: goneTokens.length };
}
