import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whom a piece of database work is for: the query scheduler serves each owner's work in the
 * order its requests arrived, and lets owners take turns. `key` may change while a request runs
 * (a cookie first, the account once the session is known); `arrivedAt` never does.
 */
export interface WorkOwner {
  key: string;
  /** When the request arrived (performance.now()): older requests go first within a key. */
  arrivedAt: number;
}

const storage = new AsyncLocalStorage<WorkOwner>();

/** Runs `work` (and everything it starts) on behalf of `owner`. */
export function runAs<T>(owner: WorkOwner, work: () => T): T {
  return storage.run(owner, work);
}

/** The owner of the work running now, if a request (or job) declared one. */
export function currentWorkOwner(): WorkOwner | undefined {
  return storage.getStore();
}

/**
 * Runs `work` (and everything it starts) as no request's: for background work that a request
 * only sets going (a queue it wakes), which the scheduler then serves under its system key.
 * Started inside the request, such work kept that request's owner for as long as it ran, with
 * the request's arrival time, so within the owner it went ahead of every later request: the
 * sound analyser, woken by the first upload, measured every later upload of every account as
 * that uploader's work, and under the soak's load the uploader's own requests waited up to 58 s.
 */
export function runInBackground<T>(work: () => T): T {
  return storage.exit(work);
}

/** Moves the running request's remaining work to another owner key (e.g. its account). */
export function claimWorkFor(key: string): void {
  const owner = storage.getStore();
  if (owner) owner.key = key;
}
