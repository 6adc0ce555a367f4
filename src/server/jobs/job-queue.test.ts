import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabaseHandle } from '../test/test-database.js';
import { createJobQueue, type JobQueue } from './job-queue.js';

const quiet = { info() {}, warn() {} };

/**
 * Two queues on one database stand for two server processes (decision 034): on PostgreSQL
 * (TEST_DATABASE=postgres) as on PGlite, a periodic job runs once per slot and a job once.
 */
describe('the job queue across two processes on one database', () => {
  let database: TestDatabaseHandle;
  const queues: JobQueue[] = [];
  const queue = () => {
    const made = createJobQueue({ sql: database.jobSql, log: quiet, pollingIntervalSeconds: 0.5 });
    queues.push(made);
    return made;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const made of queues) await made.stop();
    await database.close();
  });

  it('runs a periodic job once per slot, whichever process offers it', async () => {
    const runs: string[] = [];
    const [a, b] = [queue(), queue()];
    // An hour's slot: no timer fires during the test. Both offer it as they start; then by
    // hand, twice each: the slot is taken, so nothing more is created or run.
    a.every('hourly', 3_600_000, async () => void runs.push('a'));
    b.every('hourly', 3_600_000, async () => void runs.push('b'));
    await Promise.all([a.start(), b.start()]);
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toHaveLength(1);
    const created = await Promise.all([
      a.offer('hourly'),
      b.offer('hourly'),
      a.offer('hourly'),
      b.offer('hourly'),
    ]);
    expect(created.filter(Boolean)).toHaveLength(0);
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toHaveLength(1);
  });

  it('on a short interval, each process offers every slot and the slot runs once', async () => {
    let runs = 0;
    const [a, b] = [queue(), queue()];
    a.every('each-second', 1_000, async () => void (runs += 1));
    b.every('each-second', 1_000, async () => void (runs += 1));
    await Promise.all([a.start(), b.start()]);
    // Each process offers at start and on three ticks: eight offers, in four or five slots.
    await new Promise((resolve) => setTimeout(resolve, 3_400));
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(runs).toBeLessThanOrEqual(5);
  });

  it('runs a sent job once, in one of the processes, retrying a failure', async () => {
    const attempts: { by: string; retryCount: number; lastAttempt: boolean }[] = [];
    const [a, b] = [queue(), queue()];
    for (const [by, made] of [
      ['a', a],
      ['b', b],
    ] as const) {
      made.work<{ n: number }>('work', { retryLimit: 2, retryDelaySeconds: 1 }, async (_, at) => {
        attempts.push({ by, ...at });
        if (attempts.length === 1) throw new Error('the first attempt fails');
      });
    }
    await Promise.all([a.start(), b.start()]);
    await a.send('work', { n: 1 });
    await Promise.all([a.drain(), b.drain()]);
    expect(attempts.map(({ retryCount, lastAttempt }) => ({ retryCount, lastAttempt }))).toEqual([
      { retryCount: 0, lastAttempt: false },
      { retryCount: 1, lastAttempt: false },
    ]);
  });

  it('works through a backlog job after job, not one job per polling interval', async () => {
    // A process that only sends (b: no worker for the queue) wakes nobody; the worker's process
    // (a) polls every 10 s. Once it finds the first job it must go on to the next at once: a
    // burst of 55 invitations held every later e-mail for minutes, a poll per message.
    const done: number[] = [];
    const a = createJobQueue({ sql: database.jobSql, log: quiet, pollingIntervalSeconds: 10 });
    queues.push(a);
    const b = queue();
    a.work(
      'backlog',
      { retryLimit: 0, retryDelaySeconds: 1 },
      async () => void done.push(Date.now()),
    );
    await a.start();
    await b.start();
    for (let n = 0; n < 5; n += 1) await b.send('backlog', { n });
    await vi.waitFor(() => expect(done).toHaveLength(5), { timeout: 20_000, interval: 100 });
    // Five polls apart would be 40 s; one after the other, a fraction of one poll.
    expect(done.at(-1)! - done[0]!).toBeLessThan(5_000);
  }, 30_000);
});
