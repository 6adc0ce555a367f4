import type { FastifyInstance } from 'fastify';

/** V8's collector as `node --expose-gc` exposes it (`gc(options)`, Node 24). */
type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

export interface QuietCollectionOptions {
  /** Quiet time after the last answer before collecting; 0 turns it off. */
  quietMs: number;
  /** The collector; `globalThis.gc` when node was started with --expose-gc, else none. */
  collect?: Collect;
}

/**
 * One full garbage collection once the server has been quiet for `quietMs` after answering
 * requests. Under load V8 grows its old generation and keeps it: a minute after 50 busy
 * connections an idle server still held ~190 MB of heap, most of it garbage, because an idle
 * heap allocates nothing and so never collects (issue "Runs light", decision 033). V8's
 * "last resort" collection compacts and hands the empty pages back to the system. It runs only
 * after requests were answered, at most once per quiet spell, and never while requests keep
 * coming; `npm start` starts node with --expose-gc (scripts/server-node-flags.mjs), and without
 * it (tests, `npm run dev`) nothing happens.
 */
export function registerQuietCollection(app: FastifyInstance, options: QuietCollectionOptions) {
  const collect = options.collect ?? (globalThis as { gc?: Collect }).gc;
  if (!collect || options.quietMs <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  const schedule = () => {
    if (timer) timer.refresh();
    else {
      timer = setTimeout(() => {
        timer = null;
        if (!closed) collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
      }, options.quietMs);
      // A quiet server must be able to exit.
      timer.unref();
    }
  };

  app.addHook('onResponse', async () => schedule());
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
  });
}
