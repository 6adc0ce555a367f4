import { Worker } from 'node:worker_threads';
import type { Language } from '../../../shared/constants.js';
import type { RhymesAnswer } from '../../../shared/schemas/rhymes.js';
import { registerThreadMemory } from '../../lib/thread-memory.js';
import { workerUrl } from '../../lib/worker-url.js';
import type { RhymesRequest, RhymesResponse } from './rhymes-protocol.js';

const WORKER_URL = workerUrl('rhymes-worker', import.meta.url);

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Question = RhymesRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** A thread's life: started, told to end (its terminate in flight), ended. */
export type ThreadEvent = 'started' | 'ending' | 'ended';

export interface RhymesThreadOptions {
  /** Quiet time after the last answer before the thread ends; 0 keeps it until close. */
  idleMs: number;
  /** Told of each thread's start and end (logs; tests wait on it). */
  onThreadEvent?: (event: ThreadEvent) => void;
}

/** One thread and the requests sent to it: an ending thread fails its own requests only. */
interface Running {
  worker: Worker;
  pending: Map<number, Pending>;
  /** What the thread said it holds with its last answer. */
  dictionaries: Language[];
  idleTimer?: NodeJS.Timeout;
}

/**
 * The rhyme finder on its own thread, started by the first request that needs it. The thread
 * loads each language's dictionary on that language's first request (70+ MB for English) and
 * ends after `idleMs` without requests, giving all of it back; the next request starts a new
 * thread. If a thread dies, the requests waiting on it fail and the next one starts a new thread.
 */
export function rhymesThread(options: RhymesThreadOptions) {
  /** The thread new requests go to; a thread being ended is no longer it. */
  let current: Running | null = null;
  const live = new Set<Running>();
  let nextId = 0;

  function start(): Running {
    const worker = new Worker(WORKER_URL);
    const running: Running = { worker, pending: new Map(), dictionaries: [] };
    const failAll = (error: Error) => {
      for (const waiting of running.pending.values()) waiting.reject(error);
      running.pending.clear();
    };
    worker.on('message', (message: RhymesResponse) => {
      running.dictionaries = message.dictionaries;
      const waiting = running.pending.get(message.id);
      if (!waiting) return;
      running.pending.delete(message.id);
      if ('error' in message) waiting.reject(new Error(message.error));
      else waiting.resolve(message.result);
      if (running.pending.size === 0) endWhenQuiet(running);
    });
    worker.on('error', failAll);
    worker.on('exit', (code) => {
      clearTimeout(running.idleTimer);
      live.delete(running);
      if (current === running) current = null;
      failAll(new Error(`The rhyme finder stopped (exit ${code})`));
      options.onThreadEvent?.('ended');
    });
    registerThreadMemory(
      worker,
      'rhymes thread',
      () => `dictionaries: ${running.dictionaries.join(', ') || 'none'}`,
    );
    // An idle worker must not keep the process alive.
    worker.unref();
    live.add(running);
    options.onThreadEvent?.('started');
    return running;
  }

  function endWhenQuiet(running: Running): void {
    if (options.idleMs <= 0) return;
    clearTimeout(running.idleTimer);
    running.idleTimer = setTimeout(() => void end(running), options.idleMs).unref();
  }

  /**
   * Ends a thread. It stops being `current` at once, so a request that arrives while it is
   * still exiting starts a new thread rather than posting to one that is going away.
   */
  async function end(running: Running): Promise<void> {
    clearTimeout(running.idleTimer);
    if (current === running) current = null;
    options.onThreadEvent?.('ending');
    await running.worker.terminate();
  }

  function ask<T>(question: Question): Promise<T> {
    const running = (current ??= start());
    clearTimeout(running.idleTimer);
    const id = (nextId += 1);
    return new Promise<T>((resolve, reject) => {
      running.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      running.worker.postMessage({ ...question, id });
    });
  }

  return {
    findRhymes: (word: string, lang: Language) => ask<RhymesAnswer>({ op: 'rhymes', word, lang }),
    countTextSyllables: (text: string, lang: Language) =>
      ask<number[]>({ op: 'syllables', text, lang }),
    /** The languages whose dictionary the running thread holds ([] when none runs). */
    dictionaries: (): Language[] => current?.dictionaries ?? [],
    async close(): Promise<void> {
      await Promise.all([...live].map(end));
    },
  };
}
export type RhymesThread = ReturnType<typeof rhymesThread>;
