import type { JobWithMetadata, PgBoss } from 'pg-boss';
import type { JobSql } from '../db/client.js';

/** Where the queue reports what went wrong (the app's logger). */
export interface JobLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** One attempt at a job: which one it is, and whether a failure now is final. */
export interface JobAttempt {
  retryCount: number;
  lastAttempt: boolean;
}

export interface WorkOptions {
  /** Attempts after the first; a thrown error retries until they are spent. */
  retryLimit: number;
  /** The first wait before a retry, doubled each time (pg-boss's backoff, with jitter). */
  retryDelaySeconds: number;
}

/**
 * Work that runs in one server process at a time across every server on the database, with
 * retries (decision 034). Handlers must be idempotent: a process that dies mid-job leaves it to
 * be run again once its claim expires. Declare everything before start().
 */
export interface JobQueue {
  /** A queue of jobs sent with send(); `handler` throws to retry. */
  work<T extends object>(
    name: string,
    options: WorkOptions,
    handler: (data: T, attempt: JobAttempt) => Promise<void>,
  ): void;
  /**
   * Periodic work: once per `intervalMs` slot across all processes. Each process offers a job
   * for the current slot; the database keeps one per slot, and one process runs it.
   */
  every(name: string, intervalMs: number, handler: () => Promise<void>): void;
  /**
   * Offers the current slot's job of a periodic `name` now, as its timer does; true when this
   * offer created it (no process had yet).
   */
  offer(name: string): Promise<boolean>;
  /** Stores a job; it survives a restart. Starts the queue if nothing has yet. */
  send(name: string, data: object): Promise<void>;
  /**
   * Installs or updates the queue's schema (`pgboss`) once, one server at a time across the
   * database, then starts the workers and timers.
   */
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Resolves once no job of this process's queues is waiting or running (retries waiting for
   * their time included); for tests and a graceful close, never a request.
   */
  drain(timeoutMs?: number): Promise<void>;
}

export interface JobQueueOptions {
  sql: JobSql;
  log: JobLog;
  /** How often an idle worker asks for a job (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
}

/** The schema pg-boss keeps its tables in, beside the app's own. */
export const JOB_SCHEMA = 'pgboss';

/**
 * Seconds between an idle worker's looks for work: a mail sent by this process is looked for at
 * once (send() wakes the local worker), so this only bounds how late another process's job or
 * a retry starts. Five keeps an idle server at one tiny query per queue every five seconds
 * (three queues today), cheap on PGlite's single connection (decision 033).
 */
const DEFAULT_POLLING_SECONDS = 5;

/**
 * A claimed job that runs this long is taken as lost (its process died) and runs again: longer
 * than any sweep takes, short enough that mail is not held long.
 */
const EXPIRE_IN_SECONDS = 15 * 60;

/** How long stop() lets running jobs finish. */
const STOP_GRACE_MS = 4_000;

type Worker = {
  name: string;
  options: WorkOptions;
  handler: (data: object, attempt: JobAttempt) => Promise<void>;
};

/**
 * The job queue on pg-boss over the app's own database client (PGlite or PostgreSQL): no second
 * pool, no `pg` connection of its own. pg-boss is loaded on start, so a script that never starts
 * the queue does not hold it.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const workers: Worker[] = [];
  const periodic: { name: string; intervalMs: number; handler: () => Promise<void> }[] = [];
  const timers: NodeJS.Timeout[] = [];
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;
  let stopped = false;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS;
  const workerIds = new Map<string, string>();

  async function open(): Promise<PgBoss> {
    const { PgBoss } = await import('pg-boss');
    const instance = new PgBoss({
      db: options.sql,
      schema: JOB_SCHEMA,
      // Schedules are ours (every()): pg-boss's cron monitor would poll for nothing.
      schedule: false,
    });
    instance.on('error', (error: unknown) => options.log.warn({ err: error }, 'job queue error'));
    // One server at a time installs or upgrades the schema: started together on a fresh
    // database, pg-boss's own install raced and one server crashed (db/client.ts).
    await options.sql.underStartLock(() => instance.start());
    for (const worker of workers) {
      await instance.createQueue(worker.name, {
        retryLimit: worker.options.retryLimit,
        retryDelay: worker.options.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: EXPIRE_IN_SECONDS,
      });
      const id = await instance.work<object>(
        worker.name,
        { pollingIntervalSeconds, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          // The job's own limit: it was sent with the configuration of its day.
          const attempt = {
            retryCount: job.retryCount,
            lastAttempt: job.retryCount >= (job as JobWithMetadata<object>).retryLimit,
          };
          try {
            await worker.handler(job.data, attempt);
          } finally {
            lookAgainAtOnce(instance, worker.name);
          }
        },
      );
      workerIds.set(worker.name, id);
    }
    for (const job of periodic) {
      await instance.createQueue(job.name, { retryLimit: 0, expireInSeconds: EXPIRE_IN_SECONDS });
      const id = await instance.work(job.name, { pollingIntervalSeconds }, async () => {
        try {
          await job.handler();
        } catch (error) {
          // Not retried: the next slot runs it again.
          options.log.warn({ err: error, job: job.name }, 'periodic job failed');
          throw error;
        } finally {
          lookAgainAtOnce(instance, job.name);
        }
      });
      workerIds.set(job.name, id);
      const tick = () => {
        offerOn(instance, job.name, job.intervalMs).catch((error: unknown) =>
          options.log.warn({ err: error, job: job.name }, 'periodic job not offered'),
        );
      };
      timers.push(setInterval(tick, job.intervalMs).unref());
    }
    // Each periodic job's current slot at once too: servers restarted more often than an
    // interval would otherwise never run it. A slot another process took runs nothing more.
    await Promise.all(
      periodic.map((job) =>
        offerOn(instance, job.name, job.intervalMs).catch((error: unknown) =>
          options.log.warn({ err: error, job: job.name }, 'periodic job not offered'),
        ),
      ),
    );
    return instance;
  }

  /**
   * After a job, its worker fetches again at once rather than after its polling interval: pg-boss
   * skips the wait only for a full batch of more than one job, so with one job at a time a
   * backlog went one job per poll (55 invitations held every later e-mail for minutes). An
   * empty fetch then waits the interval as before.
   */
  function lookAgainAtOnce(instance: PgBoss, name: string): void {
    const id = workerIds.get(name);
    if (id) instance.notifyWorker(id);
  }

  /**
   * One job per slot of the interval, whichever process offers it first (pg-boss's unique index
   * on the slot): the others' offers insert nothing. The local worker looks at once.
   */
  async function offerOn(instance: PgBoss, name: string, intervalMs: number): Promise<boolean> {
    const singletonSeconds = Math.max(1, Math.round(intervalMs / 1000));
    const id = await instance.send(name, {}, { singletonSeconds });
    const workerId = workerIds.get(name);
    if (id && workerId) instance.notifyWorker(workerId);
    return id !== null;
  }

  async function started(): Promise<PgBoss> {
    if (boss) return boss;
    if (stopped) throw new Error('the job queue is stopped');
    // A failed start (the database away) is tried again by the next call, not kept.
    starting ??= open().then(
      (instance) => (boss = instance),
      (error: unknown) => {
        starting = null;
        throw error;
      },
    );
    return starting;
  }

  async function pendingCount(): Promise<number> {
    const names = [...workers.map((w) => w.name), ...periodic.map((p) => p.name)];
    if (names.length === 0) return 0;
    const { rows } = await options.sql.executeSql(
      `select count(*)::int as pending from ${JOB_SCHEMA}.job
        where name = any($1::text[]) and state in ('created', 'retry', 'active')`,
      [names],
    );
    return Number((rows[0] as { pending: number } | undefined)?.pending ?? 0);
  }

  return {
    work(name, workOptions, handler) {
      workers.push({ name, options: workOptions, handler: handler as Worker['handler'] });
    },
    every(name, intervalMs, handler) {
      periodic.push({ name, intervalMs, handler });
    },
    async offer(name) {
      const job = periodic.find((p) => p.name === name);
      if (!job) throw new Error(`no periodic job ${name}`);
      return offerOn(await started(), name, job.intervalMs);
    },
    async send(name, data) {
      const instance = await started();
      const worker = workers.find((w) => w.name === name);
      await instance.send(
        name,
        data,
        worker && {
          retryLimit: worker.options.retryLimit,
          retryDelay: worker.options.retryDelaySeconds,
          retryBackoff: true,
        },
      );
      // The worker of this process looks at once instead of at its next poll.
      const id = workerIds.get(name);
      if (id) instance.notifyWorker(id);
    },
    async start() {
      await started();
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      const instance = boss ?? (starting ? await starting.catch(() => null) : null);
      // Running jobs get a few seconds to finish; past them pg-boss fails them, which counts as
      // an attempt (a mail is retried). Within main.ts's forced exit after the requests' grace.
      await instance?.stop({ graceful: true, timeout: STOP_GRACE_MS });
    },
    async drain(timeoutMs = 30_000) {
      if (!boss && !starting) return;
      const instance = await started();
      const until = Date.now() + timeoutMs;
      while ((await pendingCount()) > 0) {
        if (Date.now() > until) throw new Error('the job queue did not drain in time');
        for (const id of workerIds.values()) instance.notifyWorker(id);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
