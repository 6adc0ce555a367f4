import type { AppDeps } from '../../app-deps.js';
import { deleteAccount } from '../account/index.js';
import { findExpiredDemoAccounts } from './demo.repository.js';

/** Demo copies removed per batch: each is a bounded delete, and the loop takes turns. */
const BATCH = 50;

/**
 * The clean-up of demo copies (issue 14 item 6), run by the periodic sweep of expired sessions
 * (src/server/scheduler.ts): every copy unused for DEMO_IDLE_HOURS goes with everything it owns,
 * through the same deletion as "Delete account". The template the copies are made from never
 * expires. Answers how many went.
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
