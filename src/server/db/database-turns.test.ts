// Issue 13: one person's many statements must not make another person's wait behind all of
// them, on PGlite (one statement at a time) and on a PostgreSQL server (its pool's ten).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabaseHandle } from '../test/test-database.js';
import { runAs } from './work-owner.js';

/** Statements the database runs at once: PGlite one, the PostgreSQL pool ten. */
const RUNNING_AT_ONCE = process.env.TEST_DATABASE === 'postgres' ? 10 : 1;

describe('database turns', () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("serves another person's statement before most of one person's thirty waiting", async () => {
    const finished: string[] = [];
    const heavy = Array.from({ length: 30 }, (_, i) =>
      runAs({ key: 'account:heavy', arrivedAt: performance.now() }, () =>
        handle.db.execute(sql`select pg_sleep(0.02)`).then(() => finished.push(`heavy ${i}`)),
      ),
    );
    const other = runAs({ key: 'account:other', arrivedAt: performance.now() }, () =>
      handle.db.execute(sql`select 1`).then(() => finished.push('other')),
    );
    await Promise.all([...heavy, other]);
    // Only what was already running may finish first (first come, first served: 30).
    expect(finished.indexOf('other')).toBeLessThanOrEqual(RUNNING_AT_ONCE);
  });
});
