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

/** Moves the running request's remaining work to another owner key (e.g. its account). */
export function claimWorkFor(key: string): void {
  const owner = storage.getStore();
  if (owner) owner.key = key;
}
