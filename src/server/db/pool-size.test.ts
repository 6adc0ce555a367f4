// DB_POOL_MAX (issue 30, "Beyond one machine"): several servers on one database share its
// max_connections, so each server's pool, and the statements it runs at once, follow the
// setting. PostgreSQL only: the embedded database has one connection.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { DEFAULT_POSTGRES_POOL_MAX } from './pool-size.js';
import { rowsOf } from './rows.js';

const serverUrl = process.env.DATABASE_URL ?? '';

/** The backend processes that answered `statements` statements sent at once, each 100 ms long. */
async function backendsUsed(poolMax: number | undefined, statements: number): Promise<number> {
  const database = await openDatabase({ kind: 'postgres', url: serverUrl, poolMax });
  try {
    const pids = await Promise.all(
      Array.from({ length: statements }, async () => {
        const result = await database.db.execute(
          sql`select pg_backend_pid() as pid, pg_sleep(0.1)`,
        );
        return rowsOf<{ pid: number }>(result)[0]!.pid;
      }),
    );
    return new Set(pids).size;
  } finally {
    await database.close();
  }
}

describe.runIf(process.env.TEST_DATABASE === 'postgres')('the PostgreSQL pool size', () => {
  it('opens at most DB_POOL_MAX connections however many statements wait', async () => {
    expect(await backendsUsed(2, 8)).toBe(2);
  });

  it('defaults to ten', async () => {
    expect(DEFAULT_POSTGRES_POOL_MAX).toBe(10);
    expect(await backendsUsed(undefined, 16)).toBe(10);
  });
});
