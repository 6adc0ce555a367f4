import type { Worker } from 'node:worker_threads';
import { registerMemorySource } from './memory-sources.js';

/**
 * Puts a worker thread in the memory breakdown from now until it exits. The figure is the
 * thread's V8 heap as `total_heap_size`: what the heap has taken from the system (live objects
 * plus the free space V8 keeps for them), which is what the process pays, rather than
 * `used_heap_size` (live objects only). `detail` is read at each breakdown.
 */
export function registerThreadMemory(worker: Worker, part: string, detail?: () => string): void {
  const unregister = registerMemorySource(async () => {
    const heap = await worker.getHeapStatistics();
    return [{ part, bytes: heap.total_heap_size, ...(detail ? { detail: detail() } : {}) }];
  });
  worker.once('exit', unregister);
}
