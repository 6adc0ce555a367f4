import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app.js';
import { deleteAccount } from '../account/account-deletion.js';
import { findExpiredDemoAccounts } from './demo.repository.js';

/** Demo copies removed per batch: each is a bounded delete, and the loop takes turns. */
const BATCH = 50;

/**
 * The periodic clean-up of demo copies (issue 14 item 6): every copy unused for
 * DEMO_IDLE_HOURS goes with everything it owns, through the same deletion as "Delete
 * account". The template the copies are made from never expires. Answers how many went.
 */
export async function removeExpiredDemoCopies(
  deps: Pick<AppDeps, 'db' | 'storage'> & {
    onFileDeleteError?: (key: string, error: unknown) => void;
  },
  now = new Date(),
): Promise<number> {
  let removed = 0;
  for (;;) {
    const ids = await findExpiredDemoAccounts(deps.db, now, BATCH);
    for (const id of ids) await deleteAccount(deps, id);
    removed += ids.length;
    if (ids.length < BATCH) return removed;
  }
}

/** How often the clean-up runs: an expired copy outlives its 24 h by at most this much. */
export const DEMO_EXPIRY_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Runs the clean-up now and every DEMO_EXPIRY_INTERVAL_MS in this process; answers the stop.
 * Several processes may each run it: a copy deleted twice is deleted once (the second finds
 * no row).
 */
export function startDemoExpiry(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  log: Pick<FastifyBaseLogger, 'info' | 'error' | 'warn'>,
): () => void {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = removeExpiredDemoCopies({
      ...deps,
      onFileDeleteError: (key, err) => log.warn({ key, err }, 'demo copy file not removed'),
    })
      .then((removed) => {
        if (removed > 0) log.info({ removed }, 'removed expired demo studios');
      })
      .catch((err: unknown) => log.error({ err }, 'demo studio clean-up failed'))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, DEMO_EXPIRY_INTERVAL_MS).unref();
  return () => clearInterval(timer);
}
