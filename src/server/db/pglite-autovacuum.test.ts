import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabaseHandle } from '../test/test-database.js';
import { pgliteAutovacuum } from './pglite-autovacuum.js';
import { accounts, profiles, projects } from './schema/index.js';

const silent = { info: () => {}, warn: () => {} };

// PGlite only: on a PostgreSQL server the server's own autovacuum does this.
describe.skipIf(process.env.TEST_DATABASE === 'postgres')('the embedded autovacuum', () => {
  let database: TestDatabaseHandle;
  let projectId: string;

  // Counters reach the statistics views in batches; this sends the session's pending ones.
  const flushStatistics = () => database.db.execute(sql`select pg_stat_force_next_flush()`);
  const deadRowsOf = async (table: string) => {
    await flushStatistics();
    const [row] = await database.db
      .select({ dead: sql<number>`n_dead_tup::int` })
      .from(sql`pg_stat_user_tables`)
      .where(sql`relname = ${table}`);
    return row?.dead ?? 0;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    const [account] = await database.db
      .insert(accounts)
      .values({ email: 'vacuum@example.com', passwordHash: 'x' })
      .returning();
    const [profile] = await database.db
      .insert(profiles)
      .values({ accountId: account!.id, artistName: 'Vacuum' })
      .returning();
    const [project] = await database.db
      .insert(projects)
      .values({ ownerProfileId: profile!.id, title: 'Churn' })
      .returning();
    projectId = project!.id;
  });
  afterAll(() => database.close());

  it('cleans a table whose changes left dead rows, and leaves quiet tables alone', async () => {
    const autovacuum = pgliteAutovacuum(database.db, silent);
    await flushStatistics();
    await autovacuum.sweep(); // whatever the set-up left
    const [owner] = await database.db.select({ id: profiles.id }).from(profiles);
    await database.db
      .insert(projects)
      .values(
        Array.from({ length: 400 }, (_, n) => ({ ownerProfileId: owner!.id, title: `Draft ${n}` })),
      );
    await database.db.delete(projects).where(like(projects.title, 'Draft %'));
    await flushStatistics();
    expect(await deadRowsOf('projects')).toBeGreaterThanOrEqual(400);

    expect(await autovacuum.sweep()).toEqual(['projects']);
    expect(await deadRowsOf('projects')).toBe(0);
    expect(await autovacuum.sweep()).toEqual([]);
  });

  it('vacuums every table a while after the start, never during it, and stops', async () => {
    await database.db.update(projects).set({ title: 'Again' }).where(eq(projects.id, projectId));
    await flushStatistics();
    const autovacuum = pgliteAutovacuum(database.db, silent);
    const stop = autovacuum.start(60_000, 300);
    // The start's own queries go first: the pass has not run 100 ms in.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await deadRowsOf('projects')).toBeGreaterThan(0);
    await vi.waitFor(async () => expect(await deadRowsOf('projects')).toBe(0), {
      timeout: 10_000,
      interval: 50,
    });
    await stop();
  });

  it('stopped before its first pass, vacuums nothing', async () => {
    await database.db
      .update(projects)
      .set({ title: 'Once more' })
      .where(eq(projects.id, projectId));
    await flushStatistics();
    const stop = pgliteAutovacuum(database.db, silent).start(60_000, 200);
    await stop();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await deadRowsOf('projects')).toBeGreaterThan(0);
  });
});
