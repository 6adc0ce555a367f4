import { setFlagsFromString } from 'node:v8';

export interface HeapSizing {
  /** V8's old-generation growth after a full collection, in percent (0: V8's own factor). */
  growthPercent: number;
  /** V8's memory saver mode: smaller still, at a cost in throughput. */
  memorySaver: boolean;
}

/**
 * How V8 sizes the old generation, set once the server listens (issue "Runs light", decision
 * 033). After each full collection V8 lets the old generation grow by a factor it picks from how
 * fast its collector runs, up to 4× what survived: under the mixed load (50 connections) the
 * heap grew to 144 MB and a server on PostgreSQL peaked at 2.8× its idle memory. Growth capped
 * at 30 % (HEAP_GROWTH_PERCENT=30) held the heap to 91 MB and the peak to 1.9× idle; V8's memory
 * saver mode (MEMORY_SAVER=on) to 56 MB and 1.3×. Both keep V8 marking almost all the time
 * under load: either halved the cheapest route's throughput (4,900 to 2,300 req/s) and cost the
 * API's routes 15–40 %, so both are off by default, for the operator of the smallest machine to
 * turn on. Set at run time rather than as node flags at launch: the memory saver given at
 * launch also held back the start-up's own allocations and a first start took 6.4–6.7 s instead
 * of 5.5 s. V8 reads both at each collection, and worker threads started later share them.
 */
export function sizeHeap(sizing: HeapSizing): void {
  if (sizing.growthPercent > 0) {
    setFlagsFromString(`--heap-growing-percent=${sizing.growthPercent}`);
  }
  if (sizing.memorySaver) setFlagsFromString('--memory-saver-mode');
}
