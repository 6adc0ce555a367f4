// The server's timed jobs, in one place: each runs on a timer in every server process while the
// app is up. A PostgreSQL-backed job queue (DESIGN §8, "Jobs") takes them over from here: one
// runner at a time across processes, with retries.
import type { FastifyInstance } from 'fastify';
import { deleteExpiredSessionsAndTokens } from './sessions/expired-sessions.repository.js';
import { removeExpiredDemoCopies } from './modules/demo/index.js';
import { sweepAbandonedResumableUploads } from './modules/resumable-uploads/index.js';

/**
 * How often expired rows are deleted. They are refused from the moment they expire (every
 * look-up compares the expiry, and an open stream closes by its own timer); this only keeps
 * the tables from growing with dead sessions and links.
 */
export const EXPIRED_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

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
      // Idempotency keys past their day (decision 020): their answers are no longer replayed.
      const keys = await app.repositories.idempotency.deleteExpired(new Date());
      if (keys > 0) app.log.info({ keys }, 'deleted expired idempotency keys');
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

/** How often abandoned resumable uploads are looked for while the server runs. */
const RESUMABLE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes the resumable uploads abandoned past their expiry (partial bytes and records) every
 * hour while the app is up; the start-up sweep (uploads/startup-sweep.ts) takes the rest.
 */
export function registerResumableSweep(
  app: FastifyInstance,
  intervalMs = RESUMABLE_SWEEP_INTERVAL_MS,
): void {
  const timer = setInterval(() => {
    sweepAbandonedResumableUploads({ db: app.deps.db, storage: app.deps.storage }).catch(
      (error: unknown) =>
        app.log.warn({ err: error }, 'sweeping abandoned resumable uploads failed'),
    );
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
}

/** Every timed job of the server, started with the app and stopped when it closes. */
export function registerScheduledJobs(app: FastifyInstance): void {
  registerExpiredSweep(app);
  registerResumableSweep(app);
}
