import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { collectGarbage, exposedCollector, type Collect } from '../lib/collect-garbage.js';

/** Growth of V8's committed heap since the last collection worth a collection of its own. */
const GROWTH_BYTES = 1024 * 1024;

export interface QuietCollectionOptions {
  /** Quiet time (no request begun or answered) before collecting; 0 turns it off. */
  quietMs: number;
  /** The collector; `globalThis.gc` when node was started with --expose-gc, else none. */
  collect?: Collect;
  /** V8's committed heap in bytes (tests give their own). */
  heapBytes?: () => number;
}

/**
 * One full garbage collection once the server has been quiet for `quietMs` and its heap grew
 * since the last one. Under load V8 grows its old generation and keeps it: a minute after 50
 * busy connections an idle server still held ~190 MB of heap, most of it garbage, because an
 * idle heap allocates nothing and so never collects (issue "Runs light", decision 033). Work
 * that answers no request grows it too (start-up, the sound and format backfills, a thread's
 * replies), so the heap is looked at every few seconds rather than after answers only. V8's
 * "last resort" collection compacts and hands the empty pages back to the system. Never when a
 * request began or was answered within `quietMs` (a request in work for longer, an event
 * stream or an upload, does not hold it off: one collection costs it a pause of milliseconds),
 * and not again until the heap grows. `npm start` starts node with --expose-gc
 * (scripts/server-node-flags.mjs); without it (tests, `npm run dev`) nothing happens.
 */
export function registerQuietCollection(app: FastifyInstance, options: QuietCollectionOptions) {
  const collect = options.collect ?? exposedCollector();
  if (!collect || options.quietMs <= 0) return;
  const heapBytes = options.heapBytes ?? (() => getHeapStatistics().total_heap_size);
  let lastActivity = Date.now();
  let heapAfterCollection = 0;

  const look = () => {
    if (Date.now() - lastActivity < options.quietMs) return;
    if (heapBytes() < heapAfterCollection + GROWTH_BYTES) return;
    collectGarbage(collect);
    heapAfterCollection = heapBytes();
  };
  // A look costs one heap statistics call; a quiet server must be able to exit.
  const timer = setInterval(look, Math.max(50, Math.min(5_000, options.quietMs / 4))).unref();

  const busy = async () => {
    lastActivity = Date.now();
  };
  app.addHook('onRequest', busy);
  app.addHook('onResponse', busy);
  app.addHook('onClose', async () => clearInterval(timer));
}
