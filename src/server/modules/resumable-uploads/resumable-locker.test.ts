// Two server processes behind one load balancer may get two requests for one upload (a chunk
// sent again while the first request still writes): the lock on the upload must hold across
// them. Each locker here has its own database connection, as two processes would.
import { ERRORS, MemoryLocker, type Locker } from '@tus/server';
import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { cutAdvisoryLockConnections } from '../../test/advisory-locks.js';
import { openTestDatabase, type TestDatabaseHandle } from '../../test/test-database.js';
import { resumableLocker } from './resumable-locker.js';

const onPostgres = process.env.TEST_DATABASE === 'postgres';

/** A lock that records when it is granted and when its holder is asked to let go. */
function contender(locker: Locker, id: string, events: string[], name: string) {
  const lock = locker.newLock(id);
  const stop = new AbortController();
  let granted = false;
  const taking = lock
    .lock(stop.signal, () => {
      events.push(`${name} asked to release`);
    })
    .then(() => {
      granted = true;
      events.push(`${name} granted`);
    });
  return {
    taking,
    stop,
    isGranted: () => granted,
    release: async () => {
      events.push(`${name} releases`);
      await lock.unlock();
    },
  };
}

describe.runIf(onPostgres)('the resumable uploads locker across processes (PostgreSQL)', () => {
  let database: TestDatabaseHandle;
  let second: DatabaseHandle;
  let one: Awaited<ReturnType<typeof resumableLocker>>;
  let two: Awaited<ReturnType<typeof resumableLocker>>;

  beforeAll(async () => {
    database = await openTestDatabase();
    second = await openDatabase({ kind: 'postgres', url: database.url! });
    one = await resumableLocker(database);
    two = await resumableLocker(second);
  });
  afterAll(async () => {
    await one.stop();
    await two.stop();
    await second.close();
    await database.close();
  });

  /** Advisory locks held on the test database, by any connection. */
  async function advisoryLocksHeld(): Promise<number> {
    const check = postgres(database.url!, { max: 1, onnotice: () => {} });
    try {
      const rows = await check`
        select 1 from pg_locks, pg_database
        where locktype = 'advisory' and granted
          and pg_locks.database = pg_database.oid and datname = current_database()`;
      return rows.length;
    } finally {
      await check.end({ timeout: 5 });
    }
  }

  it('makes a second process wait for the upload until the first releases it, asking it to', async () => {
    expect(one.locker).not.toBeInstanceOf(MemoryLocker);
    const id = 'a'.repeat(32);
    const events: string[] = [];
    const first = contender(one.locker, id, events, 'first');
    await first.taking;
    expect(await advisoryLocksHeld()).toBe(1);

    const later = contender(two.locker, id, events, 'second');
    // The holder hears (NOTIFY, from the other connection) that a newer request wants it...
    await expect.poll(() => events).toContain('first asked to release');
    // ...and the newer request waits while it does not.
    await sleep(300);
    expect(later.isGranted()).toBe(false);

    await first.release();
    await later.taking;
    expect(events).toEqual([
      'first granted',
      'first asked to release',
      'first releases',
      'second granted',
    ]);
    await later.release();
    expect(await advisoryLocksHeld()).toBe(0);
  });

  it('gives up waiting when its request ends, with tus lock timeout', async () => {
    const id = 'b'.repeat(32);
    const events: string[] = [];
    const first = contender(one.locker, id, events, 'first');
    await first.taking;
    const later = contender(two.locker, id, events, 'second');
    later.stop.abort();
    await expect(later.taking).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await first.release();
    // Free again for anyone.
    const again = contender(two.locker, id, events, 'again');
    await again.taking;
    await again.release();
  });

  it('keeps two requests of one process apart too (a session lock alone is re-entrant)', async () => {
    const id = 'c'.repeat(32);
    const events: string[] = [];
    const first = contender(one.locker, id, events, 'first');
    await first.taking;
    const same = contender(one.locker, id, events, 'same process');
    await expect.poll(() => events).toContain('first asked to release');
    expect(same.isGranted()).toBe(false);
    await first.release();
    await same.taking;
    await same.release();
    expect(await advisoryLocksHeld()).toBe(0);
  });

  it('asks its holder to stop when the database drops the locks with their connection', async () => {
    const id = 'd'.repeat(32);
    const events: string[] = [];
    const first = contender(one.locker, id, events, 'first');
    await first.taking;
    await cutAdvisoryLockConnections(database.url!);
    // The upload is free for another process now: this one's request must stop writing it.
    await expect.poll(() => events).toContain('first asked to release');
    const other = contender(two.locker, id, events, 'other process');
    await other.taking;
    await first.release();
    await other.release();
    // This process locks again, on a new connection.
    const again = contender(one.locker, id, events, 'again');
    await again.taking;
    await again.release();
    expect(await advisoryLocksHeld()).toBe(0);
  });
});

describe.runIf(!onPostgres)('the resumable uploads locker on the embedded database', () => {
  it("is tus's memory locker: one process serves a PGlite data folder", async () => {
    const database = await openTestDatabase();
    try {
      const { locker, stop } = await resumableLocker(database);
      expect(locker).toBeInstanceOf(MemoryLocker);
      await stop();
    } finally {
      await database.close();
    }
  });
});
