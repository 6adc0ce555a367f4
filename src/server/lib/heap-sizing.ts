import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { watchExternalMemory } from './external-memory-watch.js';

export interface HeapSizing {
  /** V8's old-generation growth after a full collection, in percent (0: V8's own factor). */
  growthPercent: number;
  /**
   * V8's memory saver mode: 'on' always, 'off' never, 'budget' only while the main thread's
   * committed heap is over `budgetBytes` (watchHeapBudget).
   */
  memorySaver: 'on' | 'off' | 'budget';
  /** The heap the 'budget' mode holds the server to, in bytes. */
  budgetBytes: number;
  /**
   * Growth of the memory outside the heap (Buffers) after which a young collection runs
   * (watchExternalMemory); 0: never.
   */
  externalGrowthBytes: number;
}

const setMemorySaver = (on: boolean) =>
  setFlagsFromString(on ? '--memory-saver-mode' : '--no-memory-saver-mode');

/** Below this share of the budget the memory saver is turned off again (no flapping). */
const BUDGET_RELEASE = 0.75;

export interface HeapBudgetOptions {
  budgetBytes: number;
  /** V8's committed heap of this thread in bytes (tests give their own). */
  heapBytes?: () => number;
  /** Turns V8's memory saver mode on or off (tests give their own). */
  setSaver?: (on: boolean) => void;
  intervalMs?: number;
}

/**
 * V8's memory saver mode while the heap is over a budget, and only then (decision 033). After
 * a full collection V8 lets the old generation grow up to 4× what survived, and after an idle
 * collection it picks the largest factor: a busy spell on PostgreSQL then grew the heap from
 * 38 to 157 MB, most of it garbage, before V8 marked at all. The memory saver makes V8 start
 * marking at once (concurrently, beside the requests), but kept on it also marks all the time
 * under load and halved the cheapest route's throughput. Here it is on only while the committed
 * heap is over the budget, and off again once a collection has brought it under three quarters
 * of it: a light load never pays for it, a heavy one pays only while it would otherwise grow
 * past the budget. Looked at every `intervalMs` (one heap statistics call).
 */
export function watchHeapBudget(options: HeapBudgetOptions): { stop(): void } {
  const heapBytes = options.heapBytes ?? (() => getHeapStatistics().total_heap_size);
  const setSaver = options.setSaver ?? setMemorySaver;
  let saving = false;
  const look = () => {
    const heap = heapBytes();
    if (!saving && heap > options.budgetBytes) {
      saving = true;
      setSaver(true);
    } else if (saving && heap < options.budgetBytes * BUDGET_RELEASE) {
      saving = false;
      setSaver(false);
    }
  };
  // A server with nothing else to do must be able to exit.
  const timer = setInterval(look, options.intervalMs ?? 250).unref();
  return {
    stop() {
      clearInterval(timer);
      if (saving) setSaver(false);
    },
  };
}

/**
 * How V8 sizes the old generation, set once the server listens (issue "Runs light", decision
 * 033). Capped growth (HEAP_GROWTH_PERCENT=30) held the heap under the mixed load to 91 MB and
 * the peak to 1.9× idle; V8's memory saver mode always on (MEMORY_SAVER=on) to 56 MB and 1.3×,
 * but both keep V8 marking almost all the time under load: either halved the cheapest route's
 * throughput (4,900 to 2,300 req/s) and cost the API's routes 15–40 %. MEMORY_SAVER=budget
 * turns the memory saver on only while the heap is over HEAP_BUDGET_MB (watchHeapBudget). Set
 * at run time rather than as node flags at launch: the memory saver given at launch also held
 * back the start-up's own allocations and a first start took 6.4–6.7 s instead of 5.5 s. V8
 * reads both at each collection, and worker threads started later share them. Young
 * collections follow the Buffers that pass through (watchExternalMemory), in this thread.
 */
export function sizeHeap(sizing: HeapSizing): { stop(): void } {
  if (sizing.growthPercent > 0) {
    setFlagsFromString(`--heap-growing-percent=${sizing.growthPercent}`);
  }
  if (sizing.memorySaver === 'on') setMemorySaver(true);
  const watches = [
    sizing.memorySaver === 'budget' ? watchHeapBudget({ budgetBytes: sizing.budgetBytes }) : null,
    sizing.externalGrowthBytes > 0
      ? watchExternalMemory({ growthBytes: sizing.externalGrowthBytes })
      : null,
  ];
  return {
    stop() {
      for (const watch of watches) watch?.stop();
    },
  };
}
