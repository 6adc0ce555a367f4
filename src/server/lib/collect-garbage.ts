/** V8's collector as `node --expose-gc` exposes it (`gc(options)`, Node 24), in every thread. */
export type Collect = (
  options:
    | { type: 'major'; execution: 'sync'; flavor: 'last-resort' }
    | { type: 'minor'; execution: 'sync' },
) => void;

/** The collector when node was started with --expose-gc (`npm start` does), else none. */
export const exposedCollector = (): Collect | undefined => (globalThis as { gc?: Collect }).gc;

/**
 * One full, compacting collection now ("last resort": V8 also hands empty pages back to the
 * system); false where node has no exposed collector (tests, `npm run dev`).
 */
export function collectGarbage(collect = exposedCollector()): boolean {
  if (!collect) return false;
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return true;
}

/**
 * One young-generation collection now (a scavenge: a millisecond or two with 16 MB semi-spaces);
 * false where node has no exposed collector.
 */
export function collectYoungGarbage(collect = exposedCollector()): boolean {
  if (!collect) return false;
  collect({ type: 'minor', execution: 'sync' });
  return true;
}
