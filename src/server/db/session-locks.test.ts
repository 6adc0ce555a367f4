// The locks' own connection (session-locks.ts) can be lost: PostgreSQL then frees every lock it
// held, and another process may take them at once. This process must hear of it, and its next
// lock must come on a new connection. PostgreSQL only: the embedded database has no such locks.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cutAdvisoryLockConnections } from '../test/advisory-locks.js';
import { openTestDatabase, type TestDatabaseHandle } from '../test/test-database.js';
import { sessionLocks, type SessionLocks } from './session-locks.js';

describe.runIf(process.env.TEST_DATABASE === 'postgres')('session locks (PostgreSQL)', () => {
  let database: TestDatabaseHandle;
  let one: SessionLocks;
  let two: SessionLocks;
  beforeAll(async () => {
    database = await openTestDatabase();
    // Each as one server process opens its locks' client (db/client.ts), checked often.
    const open = (onClose: () => void) =>
      postgres(database.url!, { max: 1, onclose: onClose, onnotice: () => {} });
    one = sessionLocks(open, 100);
    two = sessionLocks(open, 100);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await database.close();
  });

  it('keeps a lock from another process, re-entrant within its own, counted', async () => {
    expect(await one.tryLock('test:counted')).toBe(true);
    expect(await one.tryLock('test:counted')).toBe(true);
    expect(await two.tryLock('test:counted')).toBe(false);
    await one.unlock('test:counted');
    expect(await two.tryLock('test:counted')).toBe(false);
    await one.unlock('test:counted');
    expect(await two.tryLock('test:counted')).toBe(true);
    await two.unlock('test:counted');
  });

  it('hears that its connection and its locks are lost, and locks again on a new one', async () => {
    let lost = 0;
    const stopListening = one.onLost(() => (lost += 1));
    try {
      expect(await one.tryLock('test:held')).toBe(true);
      await cutAdvisoryLockConnections(database.url!);
      // The other process may take the lock at once: PostgreSQL freed it with the connection.
      expect(await two.tryLock('test:held')).toBe(true);
      await expect.poll(() => lost, { timeout: 5_000 }).toBe(1);
      // Nothing is held here any more: giving it back does not touch the other's lock.
      await one.unlock('test:held');
      expect(await one.tryLock('test:held')).toBe(false);
      await two.unlock('test:held');
      expect(await one.tryLock('test:held')).toBe(true);
      await one.unlock('test:held');
      expect(lost).toBe(1);
    } finally {
      stopListening();
    }
  });
});
