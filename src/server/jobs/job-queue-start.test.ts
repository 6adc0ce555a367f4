// Several servers starting at the same moment on a fresh PostgreSQL database (decision 034): the
// first start of each installs pg-boss's `pgboss` schema, and one server crashed at start-up on
// "duplicate key value violates unique constraint … Key (nspname)=(pgboss) already exists".
// PostgreSQL only: the embedded database admits one process.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_QUEUE_START_LOCK_KEY, openDatabase, type DatabaseHandle } from '../db/client.js';
import { createJobQueue, JOB_SCHEMA, type JobQueue } from './job-queue.js';

const serverUrl = process.env.DATABASE_URL ?? '';

/** Fresh databases per round: the race is on the first install, so each round needs its own. */
const ROUNDS = 5;

describe.runIf(process.env.TEST_DATABASE === 'postgres')(
  'the job queue starting on a fresh PostgreSQL database',
  () => {
    let admin: postgres.Sql;
    const created: string[] = [];
    beforeAll(() => {
      admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    });
    afterAll(async () => {
      for (const name of created) {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
      }
      await admin.end({ timeout: 5 });
    });

    /** An empty database of its own (no pgboss schema yet), by URL. */
    async function freshDatabase(): Promise<string> {
      const name = `trackroom_job_start_${randomBytes(6).toString('hex')}`;
      await admin.unsafe(`create database ${name}`);
      created.push(name);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    }

    /** A server's queue as the app declares it: a worked queue and a periodic job. */
    function serverQueue(database: DatabaseHandle, warnings: string[]): JobQueue {
      const queue = createJobQueue({
        sql: database.jobSql,
        log: { info() {}, warn: (_, message) => void warnings.push(message) },
      });
      queue.work('mail', { retryLimit: 1, retryDelaySeconds: 1 }, async () => {});
      queue.every('sweep', 3_600_000, async () => {});
      return queue;
    }

    it(`two servers starting at the same moment both start (${ROUNDS} fresh databases)`, async () => {
      for (let round = 1; round <= ROUNDS; round += 1) {
        const url = await freshDatabase();
        // One pool each, as two server processes have.
        const databases = [
          await openDatabase({ kind: 'postgres', url }),
          await openDatabase({ kind: 'postgres', url }),
        ];
        const warnings: string[] = [];
        const queues = databases.map((database) => serverQueue(database, warnings));
        try {
          const results = await Promise.allSettled(queues.map((queue) => queue.start()));
          const outcome = results.map((result) =>
            result.status === 'fulfilled' ? 'started' : String(result.reason),
          );
          expect(outcome, `round ${round}`).toEqual(['started', 'started']);
          expect(warnings, `round ${round}`).toEqual([]);
          const versions = await databases[0]!.jobSql.executeSql(
            `select count(*)::int as count from ${JOB_SCHEMA}.version`,
          );
          expect(versions.rows, `round ${round}`).toEqual([{ count: 1 }]);
        } finally {
          for (const queue of queues) await queue.stop();
          for (const database of databases) await database.close();
        }
      }
    }, 120_000);

    it('a start waits while another server starts, then finds the schema installed', async () => {
      const url = await freshDatabase();
      const other = postgres(url, { max: 2, onnotice: () => {} });
      const database = await openDatabase({ kind: 'postgres', url });
      const queue = serverQueue(database, []);
      try {
        // Another server's start, as far as the lock goes: held on a connection of its own.
        const otherServer = await other.reserve();
        await otherServer.unsafe(`select pg_advisory_lock(${JOB_QUEUE_START_LOCK_KEY}::bigint)`);
        let started = false;
        const starting = queue.start().then(() => void (started = true));
        // It asks for the lock and waits, having installed nothing.
        await vi.waitFor(
          async () => {
            const [row] = await other<{ waiting: number }[]>`
              select count(*)::int as waiting from pg_locks
              where locktype = 'advisory' and objsubid = 1 and not granted
                and ((classid::bigint << 32) | objid::bigint) = ${String(JOB_QUEUE_START_LOCK_KEY)}::bigint`;
            expect(row!.waiting).toBe(1);
          },
          { timeout: 10_000, interval: 50 },
        );
        const [schema] = await other<{ name: string | null }[]>`
          select to_regclass(${`${JOB_SCHEMA}.version`}) as name`;
        expect(schema!.name).toBeNull();
        expect(started).toBe(false);
        await otherServer.unsafe(`select pg_advisory_unlock(${JOB_QUEUE_START_LOCK_KEY}::bigint)`);
        otherServer.release();
        await starting;
        const [installed] = await other<{ name: string | null }[]>`
          select to_regclass(${`${JOB_SCHEMA}.version`})::text as name`;
        expect(installed!.name).toBe(`${JOB_SCHEMA}.version`);
      } finally {
        await queue.stop();
        await database.close();
        await other.end({ timeout: 5 });
      }
    }, 60_000);
  },
);
