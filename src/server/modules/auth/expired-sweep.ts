import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { passwordTokens, sessions } from '../../db/schema/index.js';
import { removeExpiredDemoCopies } from '../demo/demo-expiry.js';

/**
 * How often expired rows are deleted. They are refused from the moment they expire (every
 * look-up compares the expiry, and an open stream closes by its own timer); this only keeps
 * the tables from growing with dead sessions and links.
 */
export const EXPIRED_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

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

/**
 * Runs the deletion every EXPIRED_SWEEP_INTERVAL_MS while the app is up. Every server process
 * runs it: deleting what another process already deleted finds no row.
 */
export function registerExpiredSweep(
  app: FastifyInstance,
  intervalMs = EXPIRED_SWEEP_INTERVAL_MS,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const gone = await deleteExpiredSessionsAndTokens(app.deps.db);
      if (gone.sessions + gone.passwordTokens > 0) app.log.info(gone, 'deleted expired sessions');
      // Demo studios unused for DEMO_IDLE_HOURS go too, with everything they own (issue 14).
      const demos = await removeExpiredDemoCopies({
        ...app.deps,
        onFileDeleteError: (key, err) => app.log.warn({ key, err }, 'demo file not removed'),
      });
      if (demos > 0) app.log.info({ demos }, 'removed expired demo studios');
    } catch (error) {
      app.log.warn({ err: error }, 'could not delete expired sessions');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweep(), intervalMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
