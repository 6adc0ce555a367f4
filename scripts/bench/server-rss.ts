// A server process's peak RSS while some work runs, shared by the upload benches: the kernel's
// high-water mark where it can be reset, and a 20 ms sample besides (a short peak between
// samples would otherwise be missed).
import { procStatusBytes, resetPeakRss } from './audio-server.js';
import { mb } from './audio-targets.js';

/** Samples a process's RSS every 20 ms until stopped; returns the largest value seen. */
function sampleRss(pid: number) {
  let peak = 0;
  let running = true;
  const t0 = performance.now();
  const loop = (async () => {
    while (running) {
      const v = await procStatusBytes(pid, 'VmRSS');
      if (process.env.RSS_TRACE)
        console.log('rss', ((performance.now() - t0) / 1000).toFixed(2), mb(v));
      peak = Math.max(peak, v);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return peak;
    },
  };
}

/** Peak RSS growth of a process while `work` runs (kernel high-water mark when resettable). */
export async function rssGrowthOf(pid: number, work: () => Promise<unknown>) {
  const hwmReset = await resetPeakRss(pid);
  const before = await procStatusBytes(pid, 'VmRSS');
  const sampler = sampleRss(pid);
  await work();
  const sampledPeak = await sampler.stop();
  const hwm = hwmReset ? await procStatusBytes(pid, 'VmHWM') : 0;
  return { growth: Math.max(sampledPeak, hwm) - before, before, hwmReset };
}

/** How the peak was read, for a row's note. */
export const rssMethod = (hwmReset: boolean) =>
  hwmReset ? 'VmHWM after clear_refs' : 'VmRSS sampled every 20 ms';
