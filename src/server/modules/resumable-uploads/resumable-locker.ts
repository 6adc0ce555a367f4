import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { DatabaseHandle } from '../../db/client.js';
import type { SessionLocks } from '../../db/session-locks.js';

/** Where a process asks the others to let go of an upload (the payload is the upload's id). */
export const RESUMABLE_RELEASE_CHANNEL = 'trackroom_resumable_release';
/** How long a request waits for an upload's lock before tus answers it with a lock timeout. */
const ACQUIRE_TIMEOUT_MS = 30_000;
/** How often a waiting request tries the lock again. */
const RETRY_MS = 50;

const lockName = (id: string) => `resumable:${id}`;

/**
 * tus's Locker on PostgreSQL advisory locks, so that two server processes never write one
 * upload at once (tus's own MemoryLocker knows one process only): a chunk sent again to another
 * server behind a load balancer, while the first request still writes, would otherwise write
 * the same offset twice.
 *
 * Each process keeps its holders in a map, as MemoryLocker does, and takes the advisory lock
 * for each (db/session-locks.ts: all on one connection, where a session lock is re-entrant, so
 * the map is what keeps two requests of one process apart). A request that finds the upload
 * held does what MemoryLocker's does: it asks the holder to let go (tus's requestRelease, which
 * ends the holder's request: a newer request for an upload means the client gave up on the
 * older one), in this process directly and in the others by NOTIFY, then tries again until the
 * lock is free, its request is aborted, or ACQUIRE_TIMEOUT_MS pass.
 */
export class AdvisoryLocker implements Locker {
  /** The requests of this process holding an upload, by upload id. */
  readonly holders = new Map<string, { requestRelease: RequestRelease }>();

  constructor(
    readonly locks: SessionLocks,
    readonly timeoutMs = ACQUIRE_TIMEOUT_MS,
  ) {
    // The locks' connection was lost, and PostgreSQL freed every lock on it: another process
    // may take these uploads now, so this one's requests stop writing them (tus ends each; its
    // client asks the offset again and resumes wherever the upload is served next).
    locks.onLost(() => {
      for (const holder of this.holders.values()) void holder.requestRelease();
    });
  }

  newLock(id: string): Lock {
    return new AdvisoryLock(id, this);
  }

  /** Another process wants upload `id`: its holder here, if any, is asked to let go. */
  releaseRequested(id: string): void {
    void this.holders.get(id)?.requestRelease();
  }
}

class AdvisoryLock implements Lock {
  private holder: { requestRelease: RequestRelease } | null = null;

  constructor(
    private readonly id: string,
    private readonly locker: AdvisoryLocker,
  ) {}

  async lock(stop: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { holders, locks } = this.locker;
    const deadline = Date.now() + this.locker.timeoutMs;
    let askedOthers = false;
    for (;;) {
      if (stop.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      const local = holders.get(this.id);
      if (local) {
        await local.requestRelease();
      } else {
        // Claimed in this process first, so no other request here takes it meanwhile.
        const holder = { requestRelease };
        holders.set(this.id, holder);
        let taken = false;
        try {
          taken = await locks.tryLock(lockName(this.id));
        } finally {
          if (!taken) holders.delete(this.id);
        }
        if (taken) {
          this.holder = holder;
          return;
        }
        if (!askedOthers) {
          askedOthers = true;
          await locks.notify(RESUMABLE_RELEASE_CHANNEL, this.id);
        }
      }
      if (Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await sleep(RETRY_MS, undefined, { signal: stop }).catch(() => undefined);
    }
  }

  async unlock(): Promise<void> {
    const holder = this.holder;
    if (!holder || this.locker.holders.get(this.id) !== holder) {
      throw new Error('Releasing an unlocked lock!');
    }
    this.holder = null;
    try {
      await this.locker.locks.unlock(lockName(this.id));
    } finally {
      this.locker.holders.delete(this.id);
    }
  }
}

/**
 * The locker for this app's database: advisory locks on PostgreSQL, listening for the other
 * processes' requests to let go (stop it with the function answered); on the embedded database
 * tus's MemoryLocker, since one process only ever serves a PGlite data folder
 * (db/data-dir-lock.ts refuses a second), so memory holds every lock there is.
 */
export async function resumableLocker(deps: {
  sessionLocks?: SessionLocks | null;
  listen: DatabaseHandle['listen'];
}): Promise<{ locker: Locker; stop: () => Promise<void> }> {
  if (!deps.sessionLocks) {
    return {
      locker: new MemoryLocker({ acquireLockTimeout: ACQUIRE_TIMEOUT_MS }),
      stop: async () => {},
    };
  }
  const locker = new AdvisoryLocker(deps.sessionLocks);
  const stop = await deps.listen(RESUMABLE_RELEASE_CHANNEL, (id) => locker.releaseRequested(id));
  return { locker, stop };
}
