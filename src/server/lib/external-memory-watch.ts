import { getHeapStatistics } from 'node:v8';
import { collectYoungGarbage } from './collect-garbage.js';

export interface ExternalMemoryWatchOptions {
  /** Growth of the memory outside V8's heap, in bytes, that is worth a young collection. */
  growthBytes: number;
  /** V8's external memory of this thread in bytes (tests give their own). */
  externalBytes?: () => number;
  /** Runs one young-generation collection; false when it cannot (tests give their own). */
  collectYoung?: () => boolean;
  intervalMs?: number;
}

/**
 * Young-generation collections while Buffers pour through the server (decision 033, seventh
 * step). A Buffer's bytes lie outside V8's heap; only its small handle is inside. An upload
 * brings its file in 64 KiB Buffers and allocates little else, so the young generation hardly
 * fills and is not collected, and the dead Buffers' memory adds up until V8, at 64 MB more than
 * after its last full collection, starts a full one ("external memory pressure"): every 64 MB of
 * a 200 MB upload, each mark costing the upload's requests 50–100 ms. A young collection frees
 * the same Buffers in a millisecond or two. Here one runs whenever the external memory has grown
 * by `growthBytes` over the lowest it was since the last one, looked at every `intervalMs` (one
 * heap statistics call, about a microsecond). Nothing happens where node has no exposed collector
 * (tests, `npm run dev`).
 */
export function watchExternalMemory(options: ExternalMemoryWatchOptions): { stop(): void } {
  const externalBytes = options.externalBytes ?? (() => getHeapStatistics().external_memory);
  const collectYoung = options.collectYoung ?? (() => collectYoungGarbage());
  let lowest = externalBytes();
  const look = () => {
    const now = externalBytes();
    // The memory a collection frees is counted off as V8 sweeps, after the collection returns:
    // the lowest figure seen since, not the one read just after, is what later growth is from.
    if (now < lowest) lowest = now;
    if (now - lowest < options.growthBytes) return;
    if (!collectYoung()) return stop();
    lowest = externalBytes();
  };
  // A server with nothing else to do must be able to exit.
  const timer = setInterval(look, options.intervalMs ?? 50).unref();
  const stop = () => clearInterval(timer);
  return { stop };
}
