import { Worker } from 'node:worker_threads';
import type { Language } from '../../../shared/constants.js';
import type { RhymesAnswer } from '../../../shared/schemas/rhymes.js';
import { workerUrl } from '../../lib/worker-url.js';
import type { RhymesRequest, RhymesResponse } from './rhymes-protocol.js';

const WORKER_URL = workerUrl('rhymes-worker', import.meta.url);

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Question = RhymesRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/**
 * The rhyme finder on its own thread, started on first use. The thread keeps its indexes
 * between requests; if it dies, waiting requests fail and the next one starts a new thread.
 */
export function rhymesThread() {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };

  function start(): Worker {
    const started = new Worker(WORKER_URL);
    started.on('message', (message: RhymesResponse) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if ('error' in message) waiting.reject(new Error(message.error));
      else waiting.resolve(message.result);
    });
    started.on('error', failAll);
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`The rhyme finder stopped (exit ${code})`));
    });
    // An idle worker must not keep the process alive.
    started.unref();
    return started;
  }

  function ask<T>(question: Question): Promise<T> {
    worker ??= start();
    const id = (nextId += 1);
    const sent = worker;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      sent.postMessage({ ...question, id });
    });
  }

  return {
    findRhymes: (word: string, lang: Language) => ask<RhymesAnswer>({ op: 'rhymes', word, lang }),
    countTextSyllables: (text: string, lang: Language) =>
      ask<number[]>({ op: 'syllables', text, lang }),
    /** Builds the English index ahead of the first look-up, off the event loop. */
    warm: () => ask<void>({ op: 'warm' }),
    async close(): Promise<void> {
      const running = worker;
      worker = null;
      await running?.terminate();
    },
  };
}
export type RhymesThread = ReturnType<typeof rhymesThread>;
