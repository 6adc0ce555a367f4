import { currentWorkOwner } from './work-owner.js';

interface Waiter {
  arrivedAt: number;
  seq: number;
  start(): void;
}

export interface QuerySchedulerOptions {
  /** Statements allowed to run at once (the embedded database runs one at a time). */
  concurrency: number;
  /**
   * For a database that runs on this thread (PGlite: a statement runs synchronously inside a
   * promise), how long statements may run back to back before the event loop gets a turn.
   * Without it, a request's statements run inside the microtasks of the socket callback that
   * brought it: each request is served whole before the next socket is even read, a poll
   * phase serves every waiting connection in one go (100 ms with fifty of them), nobody
   * else's request (a health check) is read meanwhile, and the order is the sockets' order,
   * not the requests'. With it, statements start only from the event loop's check phase, in
   * the scheduler's order, and a run of them ends after `sliceMs`. Leave it out for a
   * database server, whose statements wait on the network anyway.
   */
  sliceMs?: number;
}

export interface QueryScheduler {
  /** Runs `work` when its turn comes. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Statements waiting for their turn (for tests and the bench). */
  readonly waiting: number;
}

/** Work that no request owns (start-up, periodic jobs) takes its turn under this key. */
const SYSTEM_KEY = 'system';

/**
 * Puts database statements in a fair order. Each owner (see work-owner.ts: a session, an
 * account, an address) has its own queue, ordered by when its requests arrived, so a request's
 * second statement goes before a newer request's first and requests finish in arrival order.
 * Owners with work waiting take turns, one statement each: fifty connections of one heavy
 * library cannot make another person's request wait behind all fifty.
 */
export function createQueryScheduler(options: QuerySchedulerOptions): QueryScheduler {
  const queues = new Map<string, Waiter[]>();
  /** Owners with work waiting, in the order of their next turn. */
  const turns: string[] = [];
  let running = 0;
  let waiting = 0;
  let seq = 0;
  let dispatchPending = false;

  function enqueue(key: string, waiter: Waiter): void {
    const queue = queues.get(key);
    if (!queue) {
      queues.set(key, [waiter]);
      turns.push(key);
    } else {
      // Nearly always the newest: a short walk back from the end keeps arrival order.
      let at = queue.length;
      while (at > 0 && isBefore(waiter, queue[at - 1]!)) at--;
      queue.splice(at, 0, waiter);
    }
    waiting++;
  }

  function takeNext(): Waiter | undefined {
    const key = turns.shift();
    if (key === undefined) return undefined;
    const queue = queues.get(key)!;
    const waiter = queue.shift()!;
    if (queue.length > 0) turns.push(key);
    else queues.delete(key);
    waiting--;
    return waiter;
  }

  const onEventLoop = options.sliceMs !== undefined;
  let sliceStart = 0;

  function dispatch(): void {
    dispatchPending = false;
    while (running < options.concurrency) {
      const waiter = takeNext();
      if (!waiter) return;
      running++;
      waiter.start();
    }
  }

  /** Runs dispatch soon: within the current slice, or after the event loop's next turn. */
  function scheduleDispatch(): void {
    if (dispatchPending || turns.length === 0) return;
    dispatchPending = true;
    if (!onEventLoop || performance.now() - sliceStart < options.sliceMs!) {
      queueMicrotask(dispatch);
      return;
    }
    setImmediate(() => {
      sliceStart = performance.now();
      dispatch();
    });
  }

  function release(): void {
    running--;
    scheduleDispatch();
  }

  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      const owner = currentWorkOwner();
      return new Promise<T>((resolve, reject) => {
        enqueue(owner?.key ?? SYSTEM_KEY, {
          arrivedAt: owner?.arrivedAt ?? performance.now(),
          seq: seq++,
          start: () => {
            let settled: Promise<T>;
            try {
              settled = work();
            } catch (error) {
              settled = Promise.reject(error instanceof Error ? error : new Error(String(error)));
            }
            settled.then(resolve, reject).finally(release);
          },
        });
        if (running >= options.concurrency) return;
        if (onEventLoop) scheduleDispatch();
        else if (!dispatchPending) dispatch();
      });
    },
    get waiting() {
      return waiting;
    },
  };
}

const isBefore = (a: Waiter, b: Waiter) =>
  a.arrivedAt < b.arrivedAt || (a.arrivedAt === b.arrivedAt && a.seq < b.seq);
